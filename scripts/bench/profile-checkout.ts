// Where the checkout's time goes, under the bench's load (20 customers for BENCH_SECONDS, default
// 10, on a fresh PostgreSQL database):
// - the server's CPU as a flame graph: it runs under node --prof, and 0x draws the log;
// - the database side: pg_stat_activity sampled every 20 ms (what the shop's connections wait on).
//   node --import tsx scripts/bench/profile-checkout.ts [output-dir] [--no-profiler]   (default .tmp/profile)
// SHOP_DIR=<another checkout> runs that tree's server instead (e.g. a worktree of the commit before).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { createTestDatabase } from "../../tests/support/test-database";
import { startShopServer } from "../lib/spawn-server";
import { benchCheckout } from "./checkout";

const root = fileURLToPath(new URL("../..", import.meta.url));
const args = process.argv.slice(2);
const profiler = !args.includes("--no-profiler");
const outputDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(root, ".tmp", "profile"));
mkdirSync(outputDir, { recursive: true });
const logFile = path.join(outputDir, "isolate-0x1-1-1-v8.log");
const admin = { email: "bench-owner@gravensteinrf.com", password: "bench-admin-password" };

const db = await createTestDatabase("postgres");
const shop = await startShopServer(
  {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    REGISTER_MAX_PER_HOUR: "100000",
    LOGIN_MAX_FAILURES: "100000",
    LOG_LEVEL: "error",
    DATA_DIR: path.join(outputDir, "data"),
    DATABASE_URL: db.url!,
  },
  120_000,
  {
    ...(process.env.SHOP_DIR ? { cwd: path.resolve(process.env.SHOP_DIR) } : {}),
    ...(profiler
      ? {
          command: [
            process.execPath,
            "--prof",
            "--no-logfile-per-isolate",
            `--logfile=${logFile}`,
            "--import",
            "tsx",
            "src/server/main.ts",
          ],
        }
      : {}),
  },
);

// What the shop's database sessions are doing, sampled while the customers order.
const waits = new Map<string, number>();
let samples = 0;
const sampler = new pg.Client({ connectionString: db.url! });
await sampler.connect();
let sampling = true;
const sampleLoop = (async () => {
  while (sampling) {
    const { rows } = await sampler.query<{ what: string }>(
      `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'running (CPU)')
                     -- which statement waits for a lock: the counter row, a product row, ...
                     || case when wait_event_type = 'Lock' then ' in "' || left(regexp_replace(query, '\\s+', ' ', 'g'), 48) || '…"' else '' end
                   else coalesce(state, '?') || coalesce(' / ' || wait_event, '') end as what
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    samples++;
    for (const row of rows) waits.set(row.what, (waits.get(row.what) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
try {
  const result = await benchCheckout("PostgreSQL", shop, admin, 20, Number(process.env.BENCH_SECONDS ?? 10));
  console.log(
    `${result.orders} orders in ${result.seconds.toFixed(1)} s: ${result.ordersPerSec.toFixed(1)} orders/s, charge p50 ${result.chargeP50.toFixed(0)} ms, p95 ${result.chargeP95.toFixed(0)} ms${profiler ? " (under the profiler: slower than without)" : ""}`,
  );
} finally {
  sampling = false;
  await sampleLoop;
  await sampler.end();
  await shop.stop();
  await db.destroy().catch(() => {});
}
console.log(`\nThe shop's database sessions, average count per sample (${samples} samples):`);
for (const [what, n] of [...waits].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / samples).toFixed(2).padStart(6)}  ${what}`);

if (profiler) {
  // The V8 log with only the ticks from the first checkout to the last (no start-up, sign-ups or
  // shutdown), so the graph shows the checkout; 0x draws flamegraph.html from it.
  const folder = path.join(outputDir, "checkout.0x");
  mkdirSync(folder, { recursive: true });
  const json = execFileSync(process.execPath, ["--prof-process", "--preprocess", logFile], { maxBuffer: 1 << 30, encoding: "utf8" });
  const profile = JSON.parse(json) as { code: { name: string }[]; ticks: { tm: number; s: number[] }[] };
  const inCheckout = (tick: { s: number[] }) => tick.s.some((code, i) => i % 2 === 0 && profile.code[code]?.name.includes("placeOrder"));
  const first = profile.ticks.find(inCheckout)?.tm ?? 0;
  const last = profile.ticks.findLast(inCheckout)?.tm ?? Infinity;
  // A tick line: tick,pc,timestamp (µs),...
  const lines = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => {
      if (!line.startsWith("tick,")) return true;
      const at = Number(line.split(",", 3)[2]);
      return at >= first && at <= last;
    });
  writeFileSync(path.join(folder, "isolate-0x0001-1-1-v8.log"), lines.join("\n"));
  writeFileSync(path.join(folder, "meta.json"), JSON.stringify({ argv: ["node", "src/server/main.ts"], timestamp: Date.now(), pid: 1 }));
  execFileSync(process.execPath, [path.join(root, "node_modules", "0x", "cmd.js"), "--visualize-only", folder], { stdio: "inherit" });
  console.log(`Flame graph: ${path.join(folder, "flamegraph.html")}`);
}
