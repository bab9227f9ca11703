// GET /api/products (or one product): the shop against a bare node:http server sending the same bytes, side by side.
import { fork } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, type RunningServer } from "../lib/spawn-server";
import { median, throughput } from "./measure";

const here = fileURLToPath(new URL(".", import.meta.url));

export interface CatalogResult {
  label: string;
  products: number;
  bytes: number;
  shopRps: number;
  bareRps: number;
  ratio: number;
  shopP50: number;
  bareP50: number;
}

async function startBare(body: Buffer): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
  const file = path.join(dir, "products.json");
  writeFileSync(file, body);
  const port = await freePort();
  const child = fork(path.join(here, "bare-server.ts"), [file, String(port)], { execArgv: ["--import", "tsx"], stdio: "ignore" });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  return { url: `http://127.0.0.1:${port}/api/products`, stop: () => child.kill("SIGTERM") };
}

/** Alternates shop and bare runs (rounds x 2) so both see the same machine noise; reports medians. */
export async function benchCatalog(
  label: string,
  shop: RunningServer,
  rounds = 3,
  durationSec = 5,
  pathname = "/api/products",
): Promise<CatalogResult> {
  const url = `${shop.base}${pathname}`;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const parsed = JSON.parse(body.toString()) as unknown;
  const products = Array.isArray(parsed) ? parsed.length : 1;
  const bare = await startBare(body);
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
    return {
      label,
      products,
      bytes: body.length,
      shopRps,
      bareRps,
      ratio: shopRps / bareRps,
      shopP50: median(shopP50),
      bareP50: median(bareP50),
    };
  } finally {
    bare.stop();
  }
}
