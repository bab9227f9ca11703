import { mkdtemp, readFile, rm, writeFile, mkdir, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressAssets } from "./compress-assets";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("compressAssets", () => {
  it("writes brotli and gzip copies of text files that read back to the same bytes, and leaves the rest alone", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "compress-"));
    await mkdir(path.join(dir, "assets"));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Probe ${i}` })))};\n`;
    await writeFile(path.join(dir, "assets", "index-abc12345.js"), script);
    await writeFile(path.join(dir, "tiny.css"), "a{}");
    await writeFile(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));

    const report = await compressAssets(dir);

    expect(report.files).toBe(1);
    const js = path.join(dir, "assets", "index-abc12345.js");
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect(report.brotliBytes).toBeLessThan(report.bytes / 4);
    expect((await readdir(dir)).sort()).toEqual(["assets", "photo.webp", "tiny.css"]);
  });
});
