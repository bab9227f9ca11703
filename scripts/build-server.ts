// The server compiled to plain JavaScript (dist/server/main.js), so production runs it with node
// alone: no tsx, no TypeScript at run time. Packages stay imports of node_modules.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

/**
 * Two modules find files next to the sources through import.meta.url (drizzle/ and dist/client).
 * In one bundle every module would share the bundle's URL, so each module's import.meta.url is
 * replaced by its source file's URL computed relative to the bundle: the relative paths keep
 * working wherever the built tree is copied.
 */
function sourceRelativeImportMeta(root: string, outdir: string): Plugin {
  return {
    name: "source-relative-import-meta",
    setup(setup) {
      setup.onLoad({ filter: /\.ts$/ }, async (args) => {
        const { readFile } = await import("node:fs/promises");
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join("/");
        return {
          contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: "ts",
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

export async function buildServer(root: string): Promise<{ file: string; ms: number }> {
  const started = Date.now();
  const outdir = path.join(root, "dist", "server");
  const file = path.join(outdir, "main.js");
  await build({
    entryPoints: [path.join(root, "src", "server", "main.ts")],
    outfile: file,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [sourceRelativeImportMeta(root, outdir)],
  });
  return { file: pathToFileURL(file).href, ms: Date.now() - started };
}
