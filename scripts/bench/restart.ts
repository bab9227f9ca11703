// How long `npm start` takes to be ready again on an unchanged built tree (extensions §6: under
// 3 s): `node scripts/start.mjs` on one PGlite data folder, from the process's start to the
// first 200 of /readyz, then SIGTERM; the first start (which creates and seeds the folder) is
// not counted. Prints every restart and the median.
//   node --import tsx scripts/bench/restart.ts [restarts]     (default 7; needs `npm run build` first)
//   RESTART_DIR=<another built checkout> ... measures that tree instead (e.g. the commit before).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { exited, freePort } from "../lib/spawn-server";
import { percentile } from "./measure";

const root = process.env.RESTART_DIR ? path.resolve(process.env.RESTART_DIR) : fileURLToPath(new URL("../..", import.meta.url));
const restarts = Number(process.argv[2] ?? 7);
if (!Number.isInteger(restarts) || restarts < 1) throw new Error("restarts: a whole number of at least 1");
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-restart-"));

/** Milliseconds from spawn to /readyz answering 200. */
async function startOnce(): Promise<number> {
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
  const first = await startOnce();
  console.log(`first start (creates and seeds the data folder, not counted): ${first.toFixed(0)} ms`);
  const times: number[] = [];
  for (let i = 0; i < restarts; i++) {
    const ms = await startOnce();
    times.push(ms);
    console.log(`restart ${i + 1}: ${ms.toFixed(0)} ms`);
  }
  const median = percentile(times, 50);
  const load = (await import("node:os"))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  console.log(
    `median of ${restarts} restarts: ${median.toFixed(0)} ms (goal < 3,000 ms: ${median < 3000 ? "MET" : "MISSED"}), load average ${load}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
