// Reads back the QR code an RMA form draws (extensions §7), the way a scanner sees the page: page 1
// rendered by Debian's pdftoppm (poppler-utils, as pdf-text.ts uses), the code found in the top right
// of the content, its module size read from a finder pattern (7 modules wide), each module sampled.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const SCALE = 4; // 288 dpi: a point is 4 pixels
/** Where rma-pdf.ts draws the code: the right end of the content (US Letter, 56 pt margins), 118 pt wide. */
const QR_LEFT_PT = 612 - 56 - 118;
const QR_WIDTH_PT = 118;
const BELOW_BAND_PT = 60;

export async function rmaQrModules(pdf: Buffer): Promise<boolean[][]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "rma-qr-"));
  try {
    await writeFile(path.join(dir, "rma.pdf"), pdf);
    await run("pdftoppm", ["-r", String(72 * SCALE), "-f", "1", "-l", "1", "-gray", path.join(dir, "rma.pdf"), path.join(dir, "page")]);
    const file = (await import("node:fs")).readdirSync(dir).find((name) => name.endsWith(".pgm"))!;
    const image = await readFile(path.join(dir, file));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString("latin1"))!;
    const width = Number(header[1]);
    const offset = header[0].length;
    const dark = (x: number, y: number) => image[offset + Math.round(y) * width + Math.round(x)]! < 128;

    const left = QR_LEFT_PT * SCALE;
    const right = (QR_LEFT_PT + QR_WIDTH_PT) * SCALE;
    // The first row with a long dark run is the top edge of the top-left finder pattern (7 modules,
    // at least 50 px here); the text beside and above the code has no runs that long.
    let top = -1;
    let firstX = -1;
    for (let y = BELOW_BAND_PT * SCALE; y < 500 * SCALE && top < 0; y++) {
      for (let x = left; x < right; x++) {
        if (!dark(x, y)) continue;
        let length = 0;
        while (dark(x + length, y)) length++;
        if (length >= 50) {
          top = y;
          firstX = x;
          break;
        }
        x += length;
      }
    }
    if (top < 0) throw new Error("no QR code drawn at the top right of the RMA form");
    let run7 = 0;
    while (dark(firstX + run7, top + 2)) run7++;
    const cell = run7 / 7;
    const size = Math.round((right - left) / cell) - 8;
    return Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => dark(firstX + (c + 0.5) * cell, top + (r + 0.5) * cell)),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
