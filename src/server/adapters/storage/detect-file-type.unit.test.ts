import { describe, expect, it } from "vitest";
import { detectFileType } from "./detect-file-type";

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("detectFileType", () => {
  it.each([
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR"), "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"), "image/jpeg"],
    [bytes([0xff, 0xd8, 0xff, 0xe1], "\0\x10Exif"), "image/jpeg"],
    [bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
    [bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    [bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    [bytes("%PDF-1.4\n"), "application/pdf"],
  ])("recognises %j as %s", (head, type) => {
    expect(detectFileType(head)).toBe(type);
  });

  it.each([
    ["HTML", bytes("<!doctype html><script>")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["XML-prefixed SVG", bytes('<?xml version="1.0"?><svg>')],
    ["a WAV file (RIFF but not WEBP)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["GIF without its version", bytes("GIF8")],
    ["PDF marker not at the start", bytes(" %PDF-1.4")],
    ["nothing", bytes()],
  ])("refuses %s", (_label, head) => {
    expect(detectFileType(head)).toBeNull();
  });
});

describe("detectFileType for kinds that take text (a unit's factors file)", () => {
  it("takes plain text as text/csv only when asked", () => {
    const csv = bytes("frequency_hz,factor_db\n1000000,12.5\n");
    expect(detectFileType(csv, { text: true })).toBe("text/csv");
    expect(detectFileType(csv)).toBeNull();
  });

  it.each([
    ["HTML", bytes("<!doctype html><script>")],
    ["SVG after spaces", bytes('  <svg xmlns="http://www.w3.org/2000/svg">')],
    ["a control byte", bytes("freq\x01uency")],
  ])("never takes %s for text", (_label, head) => {
    expect(detectFileType(head, { text: true })).toBeNull();
  });
});
