// npm run build: the client bundle (Vite), the server renderer of the public pages (buildSsr), the PDFs under /assets, brotli and gzip copies, a size
// report, and the server compiled to dist/server; each part's source hash is stored next to it
// (`npm start` builds again only when that changes). `npm run build -- server` builds the server only.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildPdfs } from "./build-pdfs";
import { buildServer } from "./build-server";
import { sourceHash, writeBuiltHash } from "./lib/source-hash.mjs";
import { bundleReport, INITIAL_JS_BUDGET_GZIP, kb } from "./bundle-size";
import { compressAssets } from "./compress-assets";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.join(root, "dist", "client");

const serverOnly = process.argv[2] === "server";
const serverHash = sourceHash(root, "server");
const server = await buildServer(root);
writeBuiltHash(root, "server", serverHash);
console.log(`Compiled the server to dist/server/main.js in ${(server.ms / 1000).toFixed(1)} s`);
if (serverOnly) process.exit(0);

const clientHash = sourceHash(root, "client");
const started = Date.now();
execFileSync(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], {
  cwd: root,
  stdio: "inherit",
});
buildSsr();
const { files } = await buildPdfs(clientDir);
const report = bundleReport(clientDir);
// Last, so the PDFs' and the index's copies are made too.
const compressed = await compressAssets(clientDir);

console.log(`Built the client and ${files.length} PDFs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(
  `Compressed ${compressed.files} text files: ${kb(compressed.bytes)} -> ${kb(compressed.brotliBytes)} brotli, ${kb(compressed.gzipBytes)} gzip`,
);
console.log(
  `Storefront initial JS: ${kb(report.initialJs.gzipBytes)} gzipped (${kb(report.initialJs.bytes)} raw), budget ${kb(INITIAL_JS_BUDGET_GZIP)}`,
);
for (const chunk of report.chunks.slice(0, 12)) console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.gzipBytes).padStart(9)} gz`);
if (report.initialJs.gzipBytes > INITIAL_JS_BUDGET_GZIP) {
  console.error("The storefront's initial JavaScript is over its budget.");
  process.exitCode = 1;
} else {
  writeBuiltHash(root, "client", clientHash);
}

/**
 * The server renderer of the public pages (extensions §5): src/client/entry-server.tsx built by Vite for
 * Node into dist/ssr, loaded by src/server/features/web/page-renderer.ts (no Vite at run time).
 */
function buildSsr(): void {
  const ssrDir = path.join(root, "dist", "ssr");
  rmSync(ssrDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules", "vite", "bin", "vite.js"),
      "build",
      "--ssr",
      "src/client/entry-server.tsx",
      "--outDir",
      ssrDir,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    { cwd: root, stdio: "inherit" },
  );
}
