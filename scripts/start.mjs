// npm start: builds what changed (client, server), then runs the compiled server with node alone.
// Plain JavaScript so that it also runs where only production dependencies are installed.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtHash, sourceHash } from "./lib/source-hash.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = path.join(root, "dist", "server", "main.js");

/** The build tools (devDependencies) are installed. */
function haveBuildTools() {
  try {
    for (const name of ["vite", "esbuild", "tsx"]) import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const stale = ["client", "server"].filter((part) => {
  // A tree without sources (only dist/ shipped) is up to date by definition.
  if (!existsSync(path.join(root, "src", part))) return false;
  return builtHash(root, part) !== sourceHash(root, part);
});

if (stale.length === 0) {
  console.log("The build is up to date: starting without building.");
} else if (haveBuildTools()) {
  console.log(`Building (${stale.join(" and ")} sources changed since the last build)...`);
  const args = stale.includes("client") ? [] : ["server"];
  execFileSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "build.ts"), ...args], { cwd: root, stdio: "inherit" });
} else if (existsSync(serverEntry) && existsSync(path.join(root, "dist", "client", "index.html"))) {
  console.warn(
    `The ${stale.join(" and ")} sources differ from the build in dist/ and the build tools are not installed: starting the existing build.`,
  );
} else {
  console.error(
    "The shop is not built (dist/ is missing) and the build tools are not installed: run `npm install` and `npm run build`, or copy a built dist/ here.",
  );
  process.exit(1);
}

process.setSourceMapsEnabled(true);
await import(serverEntry);
