// Side-by-side checkout: `npm run bench -- checkout --baseline [git-ref]` runs today's server and
// the server of another commit (default: the merge-base with main) at the same time on the same
// machine, and alternates their runs, so load from elsewhere hits both alike.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startShopServer, type RunningServer } from "../lib/spawn-server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { benchCheckout, type CheckoutResult } from "./checkout";
import { median } from "./measure";

const root = fileURLToPath(new URL("../..", import.meta.url));
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** `--baseline` with an optional ref after it; undefined when the flag is absent. */
export function baselineRef(argv: string[]): string | undefined {
  const at = argv.indexOf("--baseline");
  if (at < 0) return undefined;
  const next = argv[at + 1];
  if (next && !next.startsWith("--")) return next;
  try {
    return git("merge-base", "HEAD", "main");
  } catch {
    return "HEAD";
  }
}

export interface Checkout {
  dir: string;
  commit: string;
  remove(): void;
}

/** A detached worktree of `ref` in a temporary folder, sharing this tree's node_modules (the server runs from sources through tsx). */
export function checkoutBaseline(ref: string): Checkout {
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = mkdtempSync(path.join(tmpdir(), "shop-baseline-"));
  git("worktree", "add", "--detach", "--force", dir, commit);
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  // The API server needs no build step (tsx compiles on load; the client bundle is only served when dist/ exists).
  const remove = () => {
    try {
      git("worktree", "remove", "--force", dir);
    } catch {
      // already gone
    }
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  };
  // An interrupted bench leaves no worktree behind.
  const interrupted = (signal: NodeJS.Signals) => {
    remove();
    process.kill(process.pid, signal);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  return {
    dir,
    commit,
    remove() {
      process.off("SIGINT", interrupted);
      process.off("SIGTERM", interrupted);
      remove();
    },
  };
}

/** The client and the page renderer of a baseline tree (`npm run build` there): its pages are then server-rendered as in production. */
export function buildTree(dir: string): void {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: dir, stdio: "ignore" });
}

export interface SideBySide {
  label: string;
  current: Run[];
  baseline: Run[];
}

/** A checkout run and the server process's CPU time per order (user + system): steadier than orders/s on a busy machine. */
type Run = CheckoutResult & { cpuMsPerOrder: number };

/** CPU time a process has used so far, in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime (fields 14 and 15 of stat; 12 and 13 after the command name) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function measuredRun(
  label: string,
  server: RunningServer,
  admin: { email: string; password: string },
  seconds?: number,
): Promise<Run> {
  let before = 0;
  const result = await benchCheckout(label, server, admin, 20, seconds, () => (before = cpuMs(server.child.pid)));
  return { ...result, cpuMsPerOrder: (cpuMs(server.child.pid) - before) / Math.max(1, result.orders + result.failures) };
}

const medianOf = (runs: Run[], pick: (r: Run) => number) => median(runs.map(pick));

/**
 * Starts today's server and the baseline's on their own databases (two fresh PostgreSQL databases,
 * or two PGlite folders), then alternates checkout runs, current first, `rounds` each.
 */
export async function benchCheckoutSideBySide(options: {
  label: string;
  kind: "pglite" | "postgres";
  baselineDir: string;
  dataDir: string;
  env: Record<string, string>;
  admin: { email: string; password: string };
  rounds: number;
  seconds?: number;
}): Promise<SideBySide> {
  const databases: TestDatabase[] = [];
  const servers: RunningServer[] = [];
  try {
    const start = async (name: "current" | "baseline") => {
      let env = { ...options.env, DATA_DIR: path.join(options.dataDir, `${options.kind}-${name}`), DATABASE_URL: "" };
      if (options.kind === "postgres") {
        const db = await createTestDatabase("postgres");
        // The server migrates its own database: the test helper's connection is not needed.
        databases.push(db);
        env = { ...env, DATABASE_URL: db.url! };
      }
      // A busy machine may take a while to start two servers: 3 minutes each.
      const server = await startShopServer(env, 180_000, name === "baseline" ? { cwd: options.baselineDir } : {});
      servers.push(server);
      return server;
    };
    const current = await start("current");
    const baseline = await start("baseline");
    const result: SideBySide = { label: options.label, current: [], baseline: [] };
    for (let round = 0; round < options.rounds; round++) {
      result.current.push(await measuredRun(options.label, current, options.admin, options.seconds));
      result.baseline.push(await measuredRun(options.label, baseline, options.admin, options.seconds));
      const c = result.current.at(-1)!;
      const b = result.baseline.at(-1)!;
      console.log(
        `  ${options.label} round ${round + 1}: current ${c.ordersPerSec.toFixed(1)} orders/s (p95 ${c.chargeP95.toFixed(0)} ms, ${c.cpuMsPerOrder.toFixed(1)} ms CPU/order), baseline ${b.ordersPerSec.toFixed(1)} orders/s (p95 ${b.chargeP95.toFixed(0)} ms, ${b.cpuMsPerOrder.toFixed(1)} ms CPU/order)`,
      );
    }
    return result;
  } finally {
    for (const server of servers) await server.stop();
    for (const db of databases) await db.destroy().catch(() => {});
  }
}

const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printSideBySide(results: SideBySide[], commit: string, ref: string): void {
  console.log(`\nCheckout side by side with ${ref} (${commit.slice(0, 7)}), 20 concurrent customers, medians of alternating runs:`);
  console.log(
    "  database      runs   orders/s now   baseline   ratio   p50 now  baseline   p95 now  baseline   server CPU ms/order now  baseline   refusals now/base",
  );
  for (const r of results) {
    const now = medianOf(r.current, (x) => x.ordersPerSec);
    const base = medianOf(r.baseline, (x) => x.ordersPerSec);
    const refusals = (runs: Run[]) => runs.reduce((n, x) => n + x.failures, 0);
    console.log(
      `  ${r.label.padEnd(12)} ${String(r.current.length).padStart(5)} ${fmt(now).padStart(14)} ${fmt(base).padStart(10)} ${fmt(now / base, 2).padStart(7)} ${`${fmt(
        medianOf(r.current, (x) => x.chargeP50),
        0,
      )} ms`.padStart(9)} ${`${fmt(
        medianOf(r.baseline, (x) => x.chargeP50),
        0,
      )} ms`.padStart(9)} ${`${fmt(
        medianOf(r.current, (x) => x.chargeP95),
        0,
      )} ms`.padStart(9)} ${`${fmt(
        medianOf(r.baseline, (x) => x.chargeP95),
        0,
      )} ms`.padStart(9)} ${fmt(medianOf(r.current, (x) => x.cpuMsPerOrder)).padStart(24)} ${fmt(
        medianOf(r.baseline, (x) => x.cpuMsPerOrder),
      ).padStart(9)} ${`${refusals(r.current)}/${refusals(r.baseline)}`.padStart(20)}`,
    );
  }
  const pg = results.find((r) => r.label === "PostgreSQL");
  if (pg) {
    const rate = medianOf(pg.current, (x) => x.ordersPerSec);
    const p95 = medianOf(pg.current, (x) => x.chargeP95);
    console.log(
      `  goals (PostgreSQL): >= 200 orders/s: ${fmt(rate)} ${rate >= 200 ? "MET" : "MISSED"}; charge p95 < 150 ms: ${fmt(p95, 0)} ms ${p95 < 150 ? "MET" : "MISSED"}`,
    );
  }
  // The other engineers' work moves the absolute figures: the load says how much.
  console.log(
    `  load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const lite = results.find((r) => r.label === "PGlite");
  if (lite) {
    const ratio = medianOf(lite.current, (x) => x.ordersPerSec) / medianOf(lite.baseline, (x) => x.ordersPerSec);
    console.log(
      `  goal (PGlite): not slower than the baseline: ratio ${fmt(ratio, 2)} ${ratio >= 0.97 ? "MET" : "MISSED"} (3 % noise allowed)`,
    );
  }
}
