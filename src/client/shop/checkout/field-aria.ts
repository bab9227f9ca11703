/** Each checkout input's id, and the ARIA that ties it to its error message (or, without one, its hint). */
export function fieldId(name: string): string {
  return `checkout-${name}`;
}

export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

export function hintId(name: string): string {
  return `${fieldId(name)}-hint`;
}

export function fieldAria(
  name: string,
  error: string | undefined,
  hasHint = false,
): { id: string; "aria-invalid"?: true; "aria-describedby"?: string } {
  if (error) return { id: fieldId(name), "aria-invalid": true, "aria-describedby": errorId(name) };
  return hasHint ? { id: fieldId(name), "aria-describedby": hintId(name) } : { id: fieldId(name) };
}
