// Page-cache misses on purpose (extensions §11, decision 0051): a visitor's p50 on a cached page and on
// GET /api/products/{id}, alone and while 8 connections ask for random page variants (flood-worker.ts),
// measured side by side in alternating rounds. Goal: <= 5 ms under the flood of variants. A second
// flood, random IP-literal Host headers, is shown beside it (no goal: see decision 0051).
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { RunningServer } from "../lib/spawn-server";
import { median, sequentialLatency } from "./measure";

const worker = fileURLToPath(new URL("./flood-worker.ts", import.meta.url));
export const FLOOD_GOAL_MS = 5;
const FLOODS = ["variants", "hosts"] as const;
type FloodKind = (typeof FLOODS)[number];

export interface FloodRow {
  flood: FloodKind;
  target: string;
  aloneP50: number;
  floodP50: number;
  /** The flood's answers per second. */
  floodRps: number;
}

export interface FloodResult {
  label: string;
  rows: FloodRow[];
}

async function startFlood(base: string, kind: FloodKind) {
  const child = fork(worker, [base, kind], { execArgv: ["--import", "tsx"], stdio: "ignore" });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  const started = performance.now();
  return {
    stop: () =>
      new Promise<{ rps: number; errors: number }>((resolve) => {
        child.once("message", (m: { requests: number; errors: number }) =>
          resolve({ rps: m.requests / ((performance.now() - started) / 1000), errors: m.errors }),
        );
        child.kill("SIGTERM");
      }),
  };
}

/** A visitor's sequential requests for `seconds` (the browser's Accept-Encoding), their p50 in ms. */
async function visitorP50(url: string, seconds: number): Promise<number> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    times.push(...(await sequentialLatency(20, () => fetch(url, { headers: { "accept-encoding": "br, gzip" } }))));
  }
  return median(times);
}

/** The cached page and one product of a shop, each asked for 20 times first (as visitors already have). */
async function targetsOf(shop: RunningServer): Promise<{ target: string; url: string }[]> {
  const [first] = (await (await fetch(`${shop.base}/api/products`)).json()) as { id: string }[];
  if (!first) throw new Error("the shop has no product");
  const targets = [
    { target: "GET /products (cached page)", url: `${shop.base}/products` },
    { target: "GET /api/products/{id}", url: `${shop.base}/api/products/${first.id}` },
  ];
  if (!(await (await fetch(targets[0]!.url)).text()).includes('id="page-state"'))
    throw new Error(`${shop.base}/products is not server-rendered: is the build current (npm run build)?`);
  for (const { url } of targets) await sequentialLatency(20, () => fetch(url, { headers: { "accept-encoding": "br, gzip" } }));
  return targets;
}

/**
 * Rounds of, for each server in turn and each flood: each target alone, then each target under the
 * flood. Several servers (this tree and a baseline) run at the same time and alternate, so load from
 * elsewhere hits them alike. Medians of the rounds' p50s.
 */
export async function benchPageFlood(servers: { label: string; shop: RunningServer }[], rounds = 3, seconds = 4): Promise<FloodResult[]> {
  const runs = [];
  for (const { label, shop } of servers) {
    const targets = await targetsOf(shop);
    const series = FLOODS.flatMap((flood) =>
      targets.map(({ target, url }) => ({ flood, target, url, alone: [] as number[], flooded: [] as number[], rps: [] as number[] })),
    );
    runs.push({ label, shop, series });
  }
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      for (const kind of FLOODS) {
        const series = run.series.filter((s) => s.flood === kind);
        for (const s of series) s.alone.push(await visitorP50(s.url, seconds));
        const flood = await startFlood(run.shop.base, kind);
        await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood at full speed
        for (const s of series) s.flooded.push(await visitorP50(s.url, seconds));
        const { rps, errors } = await flood.stop();
        if (errors) console.log(`  ${run.label}: ${errors} flood requests failed (connection errors)`);
        for (const s of series) s.rps.push(rps);
        const health = await fetch(`${run.shop.base}/api/health`);
        if (!health.ok) throw new Error(`${run.label} stopped answering after the flood: ${health.status}`);
        const line = series.map((s) => `${s.target} ${s.alone.at(-1)!.toFixed(2)} -> ${s.flooded.at(-1)!.toFixed(2)} ms`).join("; ");
        console.log(`  page-flood round ${round + 1}, ${run.label}, ${kind}: ${line} (${rps.toFixed(0)} flood req/s)`);
      }
    }
  }
  return runs.map((run) => ({
    label: run.label,
    rows: run.series.map((s) => ({
      flood: s.flood,
      target: s.target,
      aloneP50: median(s.alone),
      floodP50: median(s.flooded),
      floodRps: median(s.rps),
    })),
  }));
}

export function printPageFlood(results: FloodResult[], fmt: (n: number, digits?: number) => string): void {
  console.log(
    "\nA visitor's p50 (sequential requests, br/gzip) alone and while 8 connections flood the shop; medians of alternating rounds.\n" +
      "  variants: random sort values, unused and long parameters, random product ids, unknown paths (goal <= 5 ms)\n" +
      "  hosts:    /products under random IP-literal Host headers, each its own origin when neither PUBLIC_URL nor ALLOWED_HOSTS is set",
  );
  console.log("  server               flood      target                          alone p50   flood p50   flood req/s   goal");
  for (const r of results) {
    for (const row of r.rows) {
      const goal = row.flood === "variants" ? (row.floodP50 <= FLOOD_GOAL_MS ? "MET" : "MISSED") : "-";
      console.log(
        `  ${r.label.padEnd(20)} ${row.flood.padEnd(10)} ${row.target.padEnd(30)} ${`${fmt(row.aloneP50, 2)} ms`.padStart(10)} ${`${fmt(row.floodP50, 2)} ms`.padStart(11)} ${fmt(row.floodRps).padStart(13)}   ${goal}`,
      );
    }
  }
}
