/**
 * Text made safe inside HTML (and XML) element content and quoted attribute values: the five
 * special characters become numeric references, which HTML, XHTML and XML all read the same way.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
