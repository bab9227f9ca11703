// A server-rendered product page (from the page cache) against a bare node:http server sending the same HTML.
import { fork } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, type RunningServer } from "../lib/spawn-server";
import { median, throughput } from "./measure";

const here = fileURLToPath(new URL(".", import.meta.url));

export interface PageResult {
  label: string;
  bytes: number;
  shopRps: number;
  bareRps: number;
  ratio: number;
  shopP50: number;
  bareP50: number;
}

/** Fields Node's http server writes itself (or that a fixed body does not use). */
const CONNECTION_FIELDS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

async function startBare(body: Buffer, headers: Headers): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-page-"));
  const file = path.join(dir, "page.html");
  writeFileSync(file, body);
  // The shop's own header fields (security headers, ETag, request id...): the two answers are then the
  // same bytes on the wire. With only a content type the bare answer was ~700 bytes shorter, and that
  // alone halved its requests/s on loopback for a 145 KB page (2,100-2,400 vs 4,400 side by side),
  // which swamped the servers' own difference.
  const headersFile = path.join(dir, "headers.json");
  writeFileSync(headersFile, JSON.stringify(Object.fromEntries([...headers].filter(([name]) => !CONNECTION_FIELDS.has(name)))));
  const port = await freePort();
  const child = fork(path.join(here, "bare-server.ts"), [file, String(port), "text/html; charset=utf-8", headersFile], {
    execArgv: ["--import", "tsx"],
    stdio: "ignore",
  });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  return { url: `http://127.0.0.1:${port}/products/page`, stop: () => child.kill("SIGTERM") };
}

/** The first product's page, uncompressed on both sides, with the same header fields; alternating rounds, medians. */
export async function benchPage(label: string, shop: RunningServer, rounds = 3, durationSec = 5): Promise<PageResult> {
  const [first] = (await (await fetch(`${shop.base}/api/products`)).json()) as { id: string }[];
  if (!first) throw new Error("the shop has no product to render");
  const url = `${shop.base}/products/${first.id}`;
  const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await answer.arrayBuffer());
  if (!body.toString().includes('id="page-state"')) throw new Error(`${url} is not server-rendered: is the build current (npm run build)?`);
  const bare = await startBare(body, answer.headers);
  try {
    await throughput(url, { durationSec: 2 }); // warm-up
    await throughput(bare.url, { durationSec: 2 });
    const shopRuns: number[] = [];
    const bareRuns: number[] = [];
    const shopP50: number[] = [];
    const bareP50: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const s = await throughput(url, { durationSec });
      const b = await throughput(bare.url, { durationSec });
      if (s.non2xx || s.errors) throw new Error(`shop answered ${s.non2xx} non-2xx and ${s.errors} errors`);
      shopRuns.push(s.requestsPerSec);
      bareRuns.push(b.requestsPerSec);
      shopP50.push(s.latencyP50);
      bareP50.push(b.latencyP50);
    }
    const shopRps = median(shopRuns);
    const bareRps = median(bareRuns);
    return { label, bytes: body.length, shopRps, bareRps, ratio: shopRps / bareRps, shopP50: median(shopP50), bareP50: median(bareP50) };
  } finally {
    bare.stop();
  }
}

export function printPage(results: PageResult[], fmt: (n: number, digits?: number) => string): void {
  console.log("\nGET /products/<id> (server-rendered, cached) vs a bare node:http server sending the same HTML:");
  console.log("  scenario                           bytes   shop req/s   bare req/s   ratio   shop p50  bare p50");
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(30)} ${fmt(r.bytes).padStart(9)} ${fmt(r.shopRps).padStart(12)} ${fmt(r.bareRps).padStart(12)} ${fmt(r.ratio, 2).padStart(7)} ${`${r.shopP50} ms`.padStart(10)} ${`${r.bareP50} ms`.padStart(9)}`,
    );
  }
  console.log(`  goal: ratio >= 0.80 — ${results.every((r) => r.ratio >= 0.8) ? "MET" : "MISSED"}`);
}
