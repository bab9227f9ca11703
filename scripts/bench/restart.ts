// How long `npm start` takes to be ready again on an unchanged built tree (extensions §6: under
// 3 s): `node scripts/start.mjs` on one PGlite data folder, from the process's start to the
// first 200 of /readyz, then SIGTERM; the first start (which creates and seeds the folder) is
// not counted. Prints every restart and the median.
//   node --import tsx scripts/bench/restart.ts [restarts] [--baseline <another built checkout>]
// (default 7 restarts; needs `npm run build` first). With --baseline the two trees restart in
// turn, each on its own data folder, and both medians are printed (this machine's load moves the
// absolute figures by 2x within minutes; the side-by-side ratio much less).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { exited, freePort } from "../lib/spawn-server";
import { percentile } from "./measure";

const args = process.argv.slice(2);
const at = args.indexOf("--baseline");
const baselineDir = at >= 0 ? args[at + 1] : undefined;
if (at >= 0 && !baselineDir) throw new Error("--baseline: name a built checkout of the shop");
const restarts = Number(args.find((a, i) => !a.startsWith("--") && i !== at + 1) ?? 7);
if (!Number.isInteger(restarts) || restarts < 1) throw new Error("restarts: a whole number of at least 1");
const trees = [
  {
    label: "this tree",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    dataDir: mkdtempSync(path.join(tmpdir(), "shop-restart-")),
  },
  ...(baselineDir
    ? [{ label: "baseline", root: path.resolve(baselineDir), dataDir: mkdtempSync(path.join(tmpdir(), "shop-restart-base-")) }]
    : []),
];

/** Milliseconds from spawn to /readyz answering 200. */
async function startOnce({ root, dataDir }: { root: string; dataDir: string }): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  let output = "";
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "restart-owner@gravensteinrf.com",
      ADMIN_PASSWORD: "restart-admin-password",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited: ${output}`);
      if (performance.now() - started > 120_000) throw new Error(`not ready within 2 minutes: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    if (/Building/.test(output)) throw new Error("start.mjs rebuilt: run `npm run build` first so the tree is unchanged");
    return performance.now() - started;
  } finally {
    child.kill("SIGTERM");
    await exited(child);
  }
}

try {
  for (const tree of trees) {
    const first = await startOnce(tree);
    console.log(`${tree.label}: first start (creates and seeds the data folder, not counted): ${first.toFixed(0)} ms`);
  }
  const times = trees.map(() => [] as number[]);
  for (let i = 0; i < restarts; i++) {
    for (const [t, tree] of trees.entries()) {
      const ms = await startOnce(tree);
      times[t]!.push(ms);
      console.log(`${tree.label}: restart ${i + 1}: ${ms.toFixed(0)} ms`);
    }
  }
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  for (const [t, tree] of trees.entries()) {
    const median = percentile(times[t]!, 50);
    console.log(
      `${tree.label}: median of ${restarts} restarts ${median.toFixed(0)} ms (goal < 3,000 ms: ${median < 3000 ? "MET" : "MISSED"})`,
    );
  }
  if (trees.length === 2)
    console.log(`ratio (this tree / baseline): ${(percentile(times[0]!, 50) / percentile(times[1]!, 50)).toFixed(2)}`);
  console.log(`load average at the end: ${load}`);
} finally {
  for (const tree of trees) rmSync(tree.dataDir, { recursive: true, force: true });
}
