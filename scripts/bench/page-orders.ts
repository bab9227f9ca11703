// Pages survive orders (extensions §12, decision 0083): a product page's req/s and p50 alone, and while
// another product is bought about 12 times a second (card checkout through the test gateway). Each
// purchase changes stock; the page should stay cached. Goal: req/s under orders >= 0.8x alone.
import type { RunningServer } from "../lib/spawn-server";
import { median, throughput } from "./measure";
import { buy, prepare } from "./soak";

export const PAGE_ORDERS_GOAL = 0.8;
const ORDERS_PER_SECOND = 12;

export interface PageOrdersResult {
  label: string;
  aloneRps: number;
  aloneP50: number;
  ordersRps: number;
  ordersP50: number;
  /** Orders placed per second while measuring, and how many failed. */
  ordersPlaced: number;
  ordersFailed: number;
}

/** Buys one product about `perSecond` times a second (each purchase started on time, however long the last takes) until stopped. */
function startBuying(session: Awaited<ReturnType<typeof prepare>>, perSecond: number) {
  let placed = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const order: Promise<void> = buy(session).then(
      (answers) => {
        if (answers.every((a) => a.res.ok)) placed++;
        else failed++;
        inFlight.delete(order);
      },
      () => {
        failed++;
        inFlight.delete(order);
      },
    );
    inFlight.add(order);
  }, 1000 / perSecond);
  const started = performance.now();
  return async () => {
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    return { perSecond: placed / seconds, failed };
  };
}

/** Rounds over the servers in turn: the page alone, then under orders; medians of the rounds. */
export async function benchPageOrders(
  servers: { label: string; shop: RunningServer }[],
  admin: { email: string; password: string },
  rounds = 3,
  seconds = 5,
): Promise<PageOrdersResult[]> {
  const runs = [];
  for (const { label, shop } of servers) {
    const session = await prepare(shop, admin);
    const page = session.products.find((p) => p.id !== session.stocked.id)!;
    const url = `${shop.base}/products/${page.id}`;
    if (!(await (await fetch(url)).text()).includes('id="page-state"')) throw new Error(`${url} is not server-rendered: npm run build`);
    runs.push({
      label,
      session,
      url,
      alone: [] as [number, number][],
      orders: [] as [number, number][],
      placed: [] as number[],
      failed: 0,
    });
  }
  const options = { connections: 10, durationSec: seconds, headers: { "accept-encoding": "br, gzip" } };
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const alone = await throughput(run.url, options);
      const stop = startBuying(run.session, ORDERS_PER_SECOND);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const during = await throughput(run.url, options);
      const orders = await stop();
      run.alone.push([alone.requestsPerSec, alone.latencyP50]);
      run.orders.push([during.requestsPerSec, during.latencyP50]);
      run.placed.push(orders.perSecond);
      run.failed += orders.failed;
      console.log(
        `  page-orders round ${round + 1}, ${run.label}: ${alone.requestsPerSec.toFixed(0)} req/s p50 ${alone.latencyP50} ms alone, ` +
          `${during.requestsPerSec.toFixed(0)} req/s p50 ${during.latencyP50} ms under ${orders.perSecond.toFixed(1)} orders/s`,
      );
    }
  }
  return runs.map((run) => ({
    label: run.label,
    aloneRps: median(run.alone.map((a) => a[0])),
    aloneP50: median(run.alone.map((a) => a[1])),
    ordersRps: median(run.orders.map((a) => a[0])),
    ordersP50: median(run.orders.map((a) => a[1])),
    ordersPlaced: median(run.placed),
    ordersFailed: run.failed,
  }));
}

export function printPageOrders(results: PageOrdersResult[], fmt: (n: number, digits?: number) => string): void {
  console.log(
    `\nA product page (10 connections, br/gzip) alone and while another product is bought ~${ORDERS_PER_SECOND} times a second; medians of alternating rounds.`,
  );
  console.log("  server               alone req/s   alone p50   orders req/s   orders p50   orders/s (failed)   ratio   goal >= 0.8x");
  for (const r of results) {
    const ratio = r.ordersRps / r.aloneRps;
    console.log(
      `  ${r.label.padEnd(24)} ${fmt(r.aloneRps).padStart(11)} ${`${fmt(r.aloneP50, 1)} ms`.padStart(11)} ${fmt(r.ordersRps).padStart(14)} ${`${fmt(r.ordersP50, 1)} ms`.padStart(12)} ${`${fmt(r.ordersPlaced, 1)} (${r.ordersFailed})`.padStart(19)} ${`${fmt(ratio, 2)}x`.padStart(7)}   ${ratio >= PAGE_ORDERS_GOAL ? "MET" : "MISSED"}`,
    );
  }
}
