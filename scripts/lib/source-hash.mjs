// The fingerprints of what a build is made from, stored next to its output: `npm start` rebuilds
// only when they differ. Plain JavaScript: it runs before (and without) the build tools.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What each part of the build is made from (files or folders, relative to the project root). */
export const BUILD_INPUTS = {
  client: [
    "src/client",
    "src/shared",
    // The datasheet PDFs under /assets are made from the seed catalog.
    "src/server/db/seed/catalog.json",
    "src/server/db/seed/catalog-data.ts",
    "index.html",
    "public",
    "vite.config.ts",
    "tsconfig.client.json",
    "package-lock.json",
    "scripts/build.ts",
    "scripts/build-pdfs.ts",
    "scripts/compress-assets.ts",
  ],
  server: ["src/server", "src/shared", "tsconfig.server.json", "package-lock.json", "scripts/build-server.ts"],
};

/** Where each part's output and its stamp live. */
export const BUILD_OUTPUTS = { client: "dist/client", server: "dist/server" };
const STAMP = ".source-hash";

function addFiles(root, relative, files) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: false })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) addFiles(root, child, files);
    // Tests do not change what is built.
    else if (!/\.test\.tsx?$/.test(entry.name)) files.push(child);
  }
}

/** SHA-256 over the paths and contents of a part's inputs (tests left out). */
export function sourceHash(root, part) {
  const files = [];
  for (const input of BUILD_INPUTS[part]) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (readdirSafe(full)) addFiles(root, input, files);
    else files.push(input);
  }
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash
      .update(file.split(path.sep).join("/"))
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function readdirSafe(full) {
  try {
    readdirSync(full);
    return true;
  } catch {
    return false;
  }
}

/** The hash the part's current output was built from, or null when there is no output. */
export function builtHash(root, part) {
  const stamp = path.join(root, BUILD_OUTPUTS[part], STAMP);
  return existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : null;
}

export function writeBuiltHash(root, part, hash) {
  writeFileSync(path.join(root, BUILD_OUTPUTS[part], STAMP), `${hash}\n`);
}
