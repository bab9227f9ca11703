// A server-rendered product page (from the page cache) against a bare node:http server sending the same HTML.
import type { RunningServer } from "../lib/spawn-server";
import { againstBare, type AgainstBare } from "./against-bare";

export interface PageResult extends AgainstBare {
  label: string;
}

/** The first product's page, uncompressed on both sides, with the same header fields; alternating rounds, medians. */
export async function benchPage(label: string, shop: RunningServer, rounds = 3, durationSec = 5): Promise<PageResult> {
  const [first] = (await (await fetch(`${shop.base}/api/products`)).json()) as { id: string }[];
  if (!first) throw new Error("the shop has no product to render");
  const url = `${shop.base}/products/${first.id}`;
  const { body: _body, ...result } = await againstBare(url, rounds, durationSec, (body) => {
    if (!body.toString().includes('id="page-state"'))
      throw new Error(`${url} is not server-rendered: is the build current (npm run build)?`);
  });
  return { label, ...result };
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
