/** Each checkout input's id. */
export function fieldId(name: string): string {
  return `checkout-${name}`;
}
