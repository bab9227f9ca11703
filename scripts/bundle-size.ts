import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleReport {
  /**
   * The JavaScript every storefront visit downloads: the entry, the app it imports once the first
   * paint is done (src/client/boot.tsx, decision 0044) and their static imports.
   */
  initialJs: { files: string[]; bytes: number; gzipBytes: number };
  chunks: { file: string; bytes: number; gzipBytes: number }[];
}

/** Storefront budget: initial JavaScript at most 150 KB gzipped (issue 3). */
export const INITIAL_JS_BUDGET_GZIP = 150 * 1024;

/** The app's module, which the entry imports dynamically on every visit. */
const APP_MODULE = "src/client/boot.tsx";

export function bundleReport(clientDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const sizeOf = (file: string) => {
    const bytes = readFileSync(path.join(clientDir, file));
    return { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The Vite manifest has no entry chunk");
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entryKey);
  // The entry fetches the app with import() (after a server-rendered page's first paint): still every visit's code.
  if (manifest[APP_MODULE]) visit(APP_MODULE);
  const files = [...initial].filter((f) => f.endsWith(".js"));
  const totals = files
    .map(sizeOf)
    .reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzipBytes: a.gzipBytes + b.gzipBytes }), { bytes: 0, gzipBytes: 0 });
  const chunks = Object.values(manifest)
    .filter((c) => c.file.endsWith(".js"))
    .map((c) => ({ file: c.file, ...sizeOf(c.file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { initialJs: { files, ...totals }, chunks };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
