/**
 * What a file really is, from its first bytes. The client's Content-Type is a claim; this
 * is the check. (The npm package file-type needs Node 22; these five signatures are all we
 * accept, so we read them ourselves.)
 */
export type DetectedType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf";

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

export function detectFileType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, PNG)) return "image/png";
  if (startsWith(head, JPEG)) return "image/jpeg";
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return "image/gif";
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return "image/webp";
  if (startsWith(head, PDF)) return "application/pdf";
  return null;
}
