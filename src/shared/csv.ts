/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, quote, CR or LF is quoted,
 * quotes doubled), with cells that a spreadsheet would run as a formula neutralised: a text that
 * begins with =, +, -, @, tab or CR gets a leading apostrophe (OWASP's CSV-injection advice).
 * Numbers written by the shop itself (money) are passed as `raw` cells and never altered.
 */

export type CsvCell = string | number | null | { raw: string };

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(cell: CsvCell): string {
  const text = cell === null ? "" : typeof cell === "number" ? String(cell) : typeof cell === "string" ? neutralise(cell) : cell.raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}
