// Brotli and gzip copies of the built client's text files, made once at build time so the
// server never compresses a static file per request (@fastify/static preCompressed serves them
// by the request's Accept-Encoding). A copy is kept only when it is smaller than the file.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2 is compressed already) and PDFs are not. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".map", ".ico"]);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export interface CompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressAssets(root: string): Promise<CompressReport> {
  const report: CompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of walk(root)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    report.files += 1;
    report.bytes += bytes.length;
    report.brotliBytes += Math.min(br.length, bytes.length);
    report.gzipBytes += Math.min(gz.length, bytes.length);
  }
  return report;
}
