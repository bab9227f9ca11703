/**
 * What a file really is, from its first bytes. The client's Content-Type is a claim; this
 * is the check. (The npm package file-type needs Node 22; these five signatures are all we
 * accept, so we read them ourselves.)
 */
export type DetectedType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | "text/csv";

/** Bytes needed to tell every type below apart. */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const PDF = ascii("%PDF-");

/** Bytes no text file has: controls other than tab, LF and CR, and DEL. */
const isBinaryByte = (b: number) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f;

/**
 * The binary types by their signature; with `text`, also plain text as "text/csv" (a unit's
 * factors file): bytes with no control characters, not beginning with markup (an HTML or SVG page
 * is never taken for data, even though it would be served as an attachment).
 */
export function detectFileType(head: Uint8Array, options: { text?: boolean } = {}): DetectedType | null {
  if (startsWith(head, PNG)) return "image/png";
  if (startsWith(head, JPEG)) return "image/jpeg";
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return "image/gif";
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return "image/webp";
  if (startsWith(head, PDF)) return "application/pdf";
  if (options.text && head.length > 0 && !head.some(isBinaryByte) && !/^\s*</.test(new TextDecoder().decode(head))) return "text/csv";
  return null;
}

/** A whole file that is text: UTF-8 without control bytes (the head alone cannot tell). */
export function isTextFile(data: Uint8Array): boolean {
  if (data.some(isBinaryByte)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
