// The soak scenario (npm run bench -- soak [minutes]): mixed traffic at a steady rate on PostgreSQL
// (browsing lists, details and pages, cart pricing, checkout with the test gateway, admin lists),
// then errors, p95 per route and the server's memory after warm-up and at the end (from /metrics).
import { randomUUID } from "node:crypto";
import { orderTotals, toCents } from "../../src/shared/money";
import type { RunningServer } from "../lib/spawn-server";
import { customerAddress, percentile } from "./measure";

export const SOAK_METRICS_TOKEN = "soak-metrics-token-0123456789abcdef";

interface Product {
  id: string;
  name: string;
  price: string;
  options: unknown[];
  weightLbs: string;
  lengthIn: string;
  widthIn: string;
  heightIn: string;
  [key: string]: unknown;
}

export interface Memory {
  rss: number;
  heapUsed: number;
}

export interface SoakResult {
  minutes: number;
  ratePerSec: number;
  requests: number;
  errors: number;
  firstErrors: string[];
  routes: { route: string; count: number; errors: number; p50: number; p95: number }[];
  memoryStart: Memory;
  memoryEnd: Memory;
  orders: number;
}

export interface Session {
  base: string;
  adminCookie: string;
  customers: string[];
  products: Product[];
  stocked: Product;
  shippingBody: unknown;
  orderData: Record<string, unknown>;
  total: string;
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0]!;
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function serverMemory(base: string): Promise<Memory> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${SOAK_METRICS_TOKEN}` } })).text();
  const value = (name: string) => Number(/^(\S+) (\S+)$/m.exec(text.split("\n").find((l) => l.startsWith(`${name} `)) ?? "")?.[2] ?? NaN);
  return { rss: value("process_resident_memory_bytes"), heapUsed: value("nodejs_heap_size_used_bytes") };
}

/** A shop ready to sell: one product without options restocked to a million, 10 customers, an order's data (also page-orders.ts). */
export async function prepare(shop: RunningServer, admin: { email: string; password: string }): Promise<Session> {
  const base = shop.base;
  const adminCookie = cookieOf(await fetch(`${base}/api/admin/login`, { method: "POST", ...json(admin) }));
  const products = (await (await fetch(`${base}/api/products`)).json()) as Product[];
  const stocked = products.find((p) => p.options.length === 0) ?? products[0]!;
  const put = await fetch(`${base}/api/products/${stocked.id}`, {
    method: "PUT",
    body: JSON.stringify({ ...stocked, inStock: 1_000_000 }),
    headers: { "content-type": "application/json", cookie: adminCookie },
  });
  if (!put.ok) throw new Error(`could not restock: ${put.status} ${await put.text()}`);
  const customers: string[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/api/register`, {
      method: "POST",
      ...json({ username: `soak${Date.now().toString(36)}${i}`, password: "soak-password" }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    customers.push(cookieOf(res));
  }
  const address = { city: "Sebastopol", state: "CA", zipCode: "95472", country: "United States" };
  const shippingBody = {
    shipToCity: address.city,
    shipToState: address.state,
    shipToZip: address.zipCode,
    shipToCountry: address.country,
    items: [
      {
        weight: Number(stocked.weightLbs),
        length: Number(stocked.lengthIn),
        width: Number(stocked.widthIn),
        height: Number(stocked.heightIn),
        quantity: 1,
      },
    ],
  };
  const rate = (
    (await (await fetch(`${base}/api/shipping/rates`, { method: "POST", ...json(shippingBody) })).json()) as {
      service: string;
      cost: string;
    }[]
  )[0]!;
  const tax = (await (await fetch(`${base}/api/tax-rates/CA`)).json()) as { taxRate: string };
  const totals = orderTotals(toCents(stocked.price), tax.taxRate, toCents(rate.cost));
  const line = { product: { id: stocked.id, name: stocked.name, price: stocked.price }, quantity: 1 };
  const orderData = {
    customerName: "Soak Customer",
    customerEmail: "soak@example.com",
    customerPhone: "7075550142",
    companyName: null,
    billingStreet: "1 Main Street",
    billingCity: address.city,
    billingState: address.state,
    billingZipCode: address.zipCode,
    billingCountry: address.country,
    street: "1 Main Street",
    ...address,
    items: JSON.stringify([line]),
    shippingMethod: rate.service,
    ...totals,
    status: "pending",
  };
  return { base, adminCookie, customers, products, stocked, shippingBody, orderData, total: totals.total };
}

export interface Answer {
  route: string;
  res: Response;
  ms: number;
}
/** One visitor action: the requests it makes, each under its route's label. */
type Action = (s: Session) => Promise<Answer[]>;

/** A request, timed from sending to the whole body having arrived. */
async function timed(route: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  return { route, res: new Response(body, { status: res.status, headers: res.headers }), ms };
}

const get = (route: string, path: (s: Session) => string, cookie?: (s: Session) => string): Action => {
  return async (s) => [await timed(route, `${s.base}${path(s)}`, { headers: cookie ? { cookie: cookie(s) } : {} })];
};

/** One order of the restocked product by a random customer, paid by card through the test gateway (also page-orders.ts). */
export async function buy(s: Session): Promise<Answer[]> {
  const n = Math.floor(Math.random() * s.customers.length);
  const token = await timed("POST /api/payment/test-tokens", `${s.base}/api/payment/test-tokens`, {
    method: "POST",
    ...json({ cardNumber: "4111111111111111", month: "12", year: "2030", cardCode: "123", zip: "95472" }),
  });
  if (!token.res.ok) return [token];
  const { opaqueData } = (await token.res.clone().json()) as { opaqueData: { dataDescriptor: string; dataValue: string } };
  const charge = await timed("POST /api/payment/charge", `${s.base}/api/payment/charge`, {
    method: "POST",
    body: JSON.stringify({
      opaqueDataDescriptor: opaqueData.dataDescriptor,
      opaqueDataValue: opaqueData.dataValue,
      amount: s.total,
      orderData: s.orderData,
    }),
    headers: {
      "content-type": "application/json",
      cookie: s.customers[n]!,
      "x-forwarded-for": customerAddress(n),
      "idempotency-key": randomUUID(),
    },
  });
  return [token, charge];
}

/** The mix, by weight: mostly browsing, some cart pricing, checkouts and admin lists. */
const MIX: [number, Action][] = [
  [25, get("GET /api/products", () => "/api/products")],
  [20, get("GET /api/products/:id", (s) => `/api/products/${pick(s.products).id}`)],
  [5, get("GET /api/categories", () => "/api/categories")],
  [10, get("GET / (page)", () => "/")],
  [5, get("GET /products/:id (page)", (s) => `/products/${pick(s.products).id}`)],
  [
    15,
    async (s) => [
      await timed("POST /api/shipping/rates", `${s.base}/api/shipping/rates`, { method: "POST", ...json(s.shippingBody) }),
      await timed("GET /api/tax-rates/:state", `${s.base}/api/tax-rates/CA`),
    ],
  ],
  [10, (s) => buy(s)],
  [
    4,
    get(
      "GET /api/admin/orders",
      () => "/api/admin/orders?page=1&limit=20",
      (s) => s.adminCookie,
    ),
  ],
  [
    3,
    get(
      "GET /api/admin/stats",
      () => "/api/admin/stats",
      (s) => s.adminCookie,
    ),
  ],
  [
    3,
    get(
      "GET /api/user/orders",
      () => "/api/user/orders",
      (s) => s.customers[0]!,
    ),
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [w]) => sum + w, 0);

function chooseAction(): Action {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [weight, action] of MIX) {
    r -= weight;
    if (r < 0) return action;
  }
  return MIX[0]![1];
}

/**
 * Runs the mix at `ratePerSec` actions a second (started on a fixed schedule whatever the answers'
 * speed: an open loop, so a slow server shows as latency, not as a lower rate) for `minutes`, after
 * a warm-up of a tenth of that (at least 20 s) whose figures are not kept.
 */
export async function benchSoak(
  shop: RunningServer,
  admin: { email: string; password: string },
  minutes: number,
  ratePerSec = 40,
): Promise<SoakResult> {
  const session = await prepare(shop, admin);
  const latencies = new Map<string, number[]>();
  const errorsByRoute = new Map<string, number>();
  const firstErrors: string[] = [];
  let recording = false;
  let requests = 0;
  let errors = 0;
  let orders = 0;
  const inFlight = new Set<Promise<void>>();

  const runOne = async () => {
    try {
      const answers = await chooseAction()(session);
      for (const { route, res, ms } of answers) {
        const body = await res.text();
        if (!recording) continue;
        requests++;
        const list = latencies.get(route) ?? [];
        list.push(ms);
        latencies.set(route, list);
        if (!res.ok) {
          errors++;
          errorsByRoute.set(route, (errorsByRoute.get(route) ?? 0) + 1);
          if (firstErrors.length < 5) firstErrors.push(`${route}: ${res.status} ${body.slice(0, 160)}`);
        } else if (route === "POST /api/payment/charge") orders++;
      }
    } catch (error) {
      if (!recording) return;
      errors++;
      if (firstErrors.length < 5) firstErrors.push(`request failed: ${(error as Error).message}`);
    }
  };

  const drive = async (seconds: number) => {
    const interval = 1000 / ratePerSec;
    const start = performance.now();
    for (let i = 0; performance.now() - start < seconds * 1000; i++) {
      const promise = runOne().finally(() => inFlight.delete(promise));
      inFlight.add(promise);
      const wait = start + (i + 1) * interval - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await Promise.all(inFlight);
  };

  const warmUp = Math.max(20, minutes * 6);
  console.log(`  warm-up ${warmUp} s, then ${minutes} min at ${ratePerSec} actions/s...`);
  await drive(warmUp);
  const memoryStart = await serverMemory(session.base);
  recording = true;
  await drive(minutes * 60);
  recording = false;
  const memoryEnd = await serverMemory(session.base);

  const routes = [...latencies.entries()]
    .map(([route, values]) => ({
      route,
      count: values.length,
      errors: errorsByRoute.get(route) ?? 0,
      p50: percentile(values, 50),
      p95: percentile(values, 95),
    }))
    .sort((a, b) => b.count - a.count);
  return { minutes, ratePerSec, requests, errors, firstErrors, routes, memoryStart, memoryEnd, orders };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const growth = (start: number, end: number) => ((end - start) / start) * 100;

export function printSoak(r: SoakResult): void {
  const fmt = (n: number) => n.toFixed(1).padStart(8);
  console.log(`\nSoak: ${r.minutes} min on PostgreSQL, ${r.ratePerSec} actions/s (mixed), ${r.requests} requests, ${r.orders} orders`);
  console.log(`  errors: ${r.errors} (goal 0) — ${r.errors === 0 ? "MET" : "MISSED"}`);
  for (const line of r.firstErrors) console.log(`    ${line}`);
  console.log("  route                                  count   errors   p50 ms   p95 ms");
  for (const route of r.routes) {
    console.log(
      `  ${route.route.padEnd(36)} ${String(route.count).padStart(7)} ${String(route.errors).padStart(8)} ${fmt(route.p50)} ${fmt(route.p95)}`,
    );
  }
  const rss = growth(r.memoryStart.rss, r.memoryEnd.rss);
  const heap = growth(r.memoryStart.heapUsed, r.memoryEnd.heapUsed);
  console.log(
    `  server RSS after warm-up ${mb(r.memoryStart.rss)}, at the end ${mb(r.memoryEnd.rss)} (${rss >= 0 ? "+" : ""}${rss.toFixed(1)} %)`,
  );
  console.log(
    `  server heap used after warm-up ${mb(r.memoryStart.heapUsed)}, at the end ${mb(r.memoryEnd.heapUsed)} (${heap >= 0 ? "+" : ""}${heap.toFixed(1)} %)`,
  );
  console.log(`  goal: RSS growth < 10 % — ${rss < 10 ? "MET" : "MISSED"}`);
}
