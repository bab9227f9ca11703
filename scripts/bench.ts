// npm run bench: throughput and latency of the shop's hot paths, measured side by side on loopback.
// Scenarios: catalog (seeded and 1,000 products) vs a bare node:http server; admin reads with
// 100,000 orders; checkout with 20 concurrent customers on PostgreSQL and PGlite; page: a server-rendered
// product page vs a bare node:http server; web: Lighthouse on /, /products and a product page; page-flood:
// a visitor's p50 on a cached page and one product while 8 connections ask for random page variants;
// search: GET /api/search at 10,000 products on PGlite and PostgreSQL (p50 < 10 ms); fill (only when named):
// 10,000 products and 1,000,000 orders, the admin's reads, orders.csv's memory and the storefront (scripts/bench/big-shop.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchAdmin } from "./bench/admin";
import { benchBigShop, defaultBaseline } from "./bench/big-shop";
import { benchCatalog, type CatalogResult } from "./bench/catalog";
import { baselineRef, benchCheckoutSideBySide, buildTree, checkoutBaseline, printSideBySide, type SideBySide } from "./bench/baseline";
import { benchCheckout, type CheckoutResult } from "./bench/checkout";
import { benchSoak, printSoak, SOAK_METRICS_TOKEN } from "./bench/soak";
import { fillOrders, fillProducts } from "./bench/fill";
import { benchPage, printPage, type PageResult } from "./bench/pages";
import { benchPageFlood, printPageFlood, type FloodResult } from "./bench/page-flood";
import { benchPageOrders, printPageOrders } from "./bench/page-orders";
import { benchLighthouse, printLighthouse, type WebResult } from "./bench/web";
import { benchSearchPglite, benchSearchPostgres, printSearch, type SearchBenchResult } from "./bench/search";
import { startShopServer, type RunningServer } from "./lib/spawn-server";
import { createTestDatabase } from "../tests/support/test-database";

const admin = { email: "bench-owner@gravensteinrf.com", password: "bench-admin-password" };
const only = process.argv[2]?.startsWith("--") ? undefined : process.argv[2]; // optional: catalog | product | admin | checkout | page | page-flood | web | search | soak [minutes] | fill (soak and fill run only when named)
// page-orders (only when named): a product page while another product sells ~12 times a second.
// --baseline [ref]: checkout, page-flood and page-orders run side by side with another commit's server instead of alone (scripts/bench/baseline.ts).
const baseline = baselineRef(process.argv);
const baseEnv = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  REGISTER_MAX_PER_HOUR: "100000",
  LOGIN_MAX_FAILURES: "100000",
  LOG_LEVEL: "error",
  // The customers send X-Forwarded-For, each its own address, as people on their own machines do
  // (one address holds only CHARGE_MAX_FAILURES_PER_HOUR charges at once: decision 0052).
  TRUST_PROXY: "127.0.0.1",
};
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const catalogResults: CatalogResult[] = [];
const checkoutResults: CheckoutResult[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-"));

console.log(`Benchmark on ${process.version}, loopback, autocannon 50 connections. Medians of alternating runs.\n`);

// --- Soak: mixed traffic on PostgreSQL for N minutes (npm run bench -- soak [minutes]) ---
if (only === "soak") {
  const pg = await createTestDatabase("postgres");
  const shop = await startShopServer({
    ...baseEnv,
    DATA_DIR: path.join(dataDir, "soak"),
    DATABASE_URL: pg.url!,
    METRICS_TOKEN: SOAK_METRICS_TOKEN,
  });
  try {
    printSoak(await benchSoak(shop, admin, Number(process.argv[3] ?? 10)));
  } finally {
    await shop.stop();
    await pg.destroy().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// --- Fill: 10,000 products and 100,000 then 1,000,000 orders (npm run bench -- fill [--orders a,b] [--db pglite|postgres] [--baseline [ref]]) ---
if (only === "fill") {
  const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  try {
    await benchBigShop({
      dataDir,
      env: baseEnv,
      admin,
      sizes: (option("--orders") ?? "100000,1000000").split(",").map(Number),
      databases: option("--db") ? [option("--db") as "pglite" | "postgres"] : ["pglite", "postgres"],
      baseline: baseline ?? defaultBaseline(),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// --- PGlite: seeded catalog, checkout ---
const checkoutOnlySideBySide = only === "checkout" && baseline;
if ((!only || only === "catalog" || only === "product" || only === "checkout") && !checkoutOnlySideBySide) {
  const shop = await startShopServer({ ...baseEnv, DATA_DIR: path.join(dataDir, "pglite"), DATABASE_URL: "" });
  try {
    if (!only || only === "catalog") catalogResults.push(await benchCatalog("seeded catalog (PGlite)", shop));
    if (!only || only === "catalog" || only === "product") {
      const [first] = (await (await fetch(`${shop.base}/api/products`)).json()) as { id: string }[];
      catalogResults.push(await benchCatalog("one product (PGlite)", shop, 3, 5, `/api/products/${first!.id}`));
    }
    if ((!only || only === "checkout") && !baseline) checkoutResults.push(await benchCheckout("PGlite", shop, admin));
  } finally {
    await shop.stop();
  }
}

// --- Server-rendered pages (PGlite, seeded): a product page vs bare node:http; Lighthouse ---
const pageResults: PageResult[] = [];
let webResults: WebResult[] = [];
if (!only || only === "page" || only === "web") {
  const shop = await startShopServer({ ...baseEnv, DATA_DIR: path.join(dataDir, "pages"), DATABASE_URL: "" }, 180_000);
  try {
    if (!only || only === "page") pageResults.push(await benchPage("product page (PGlite)", shop));
    if (!only || only === "web") webResults = await benchLighthouse(shop);
  } finally {
    await shop.stop();
  }
}

// --- Page-cache misses: a visitor under a flood of random page variants (PGlite, seeded), beside the baseline's server with --baseline ---
let floodResults: FloodResult[] = [];
if (!only || only === "page-flood") {
  const tree = baseline ? checkoutBaseline(baseline) : undefined;
  const servers: { label: string; shop: RunningServer }[] = [];
  try {
    servers.push({
      label: "this tree",
      shop: await startShopServer({ ...baseEnv, DATA_DIR: path.join(dataDir, "flood"), DATABASE_URL: "" }, 180_000),
    });
    if (tree) {
      buildTree(tree.dir);
      const shop = await startShopServer({ ...baseEnv, DATA_DIR: path.join(dataDir, "flood-baseline"), DATABASE_URL: "" }, 180_000, {
        cwd: tree.dir,
      });
      servers.push({ label: `baseline ${tree.commit.slice(0, 7)}`, shop });
    }
    floodResults = await benchPageFlood(servers);
  } finally {
    for (const { shop } of servers) await shop.stop();
    tree?.remove();
  }
}

// --- Pages survive orders: a product page alone and while another product sells ~12 times a second (PGlite, seeded) ---
if (only === "page-orders") {
  const tree = baseline ? checkoutBaseline(baseline) : undefined;
  let pageOrdersDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const servers: { label: string; shop: RunningServer }[] = [];
  try {
    servers.push({
      label: "this tree, PGlite",
      shop: await startShopServer({ ...baseEnv, DATA_DIR: path.join(dataDir, "orders"), DATABASE_URL: "" }, 180_000),
    });
    // PostgreSQL as well: there the checkout's database work runs outside the shop's process, which
    // PGlite runs on the same thread as the pages.
    try {
      pageOrdersDb = await createTestDatabase("postgres");
      const env = { ...baseEnv, DATA_DIR: path.join(dataDir, "orders-pg"), DATABASE_URL: pageOrdersDb.url! };
      servers.push({ label: "this tree, PostgreSQL", shop: await startShopServer(env, 180_000) });
    } catch (error) {
      console.warn(`PostgreSQL page-orders skipped: ${(error as Error).message}. Set TEST_DATABASE_URL.`);
    }
    if (tree) {
      buildTree(tree.dir);
      const env = { ...baseEnv, DATA_DIR: path.join(dataDir, "orders-baseline"), DATABASE_URL: "" };
      servers.push({ label: `baseline ${tree.commit.slice(0, 7)}`, shop: await startShopServer(env, 180_000, { cwd: tree.dir }) });
    }
    printPageOrders(await benchPageOrders(servers, admin), fmt);
  } finally {
    for (const { shop } of servers) await shop.stop();
    await pageOrdersDb?.destroy().catch(() => {});
    tree?.remove();
  }
}

// --- Search: 10,000 products, each database in a throwaway copy ---
const searchResults: SearchBenchResult[] = [];
if (!only || only === "search") {
  searchResults.push(await benchSearchPglite(dataDir, baseEnv));
  try {
    const searchDb = await createTestDatabase("postgres");
    try {
      searchResults.push(await benchSearchPostgres(searchDb.url!, dataDir, baseEnv));
    } finally {
      await searchDb.destroy().catch(() => {});
    }
  } catch (error) {
    console.warn(`PostgreSQL search scenario skipped: ${(error as Error).message}. Set TEST_DATABASE_URL.`);
  }
}

// --- PostgreSQL: 1,000 products, 100,000 orders, checkout ---
let pgDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
if (!only || ["catalog", "admin", "checkout"].includes(only))
  try {
    pgDb = await createTestDatabase("postgres");
  } catch (error) {
    console.warn(`PostgreSQL unreachable (${(error as Error).message}): its scenarios are skipped. Set TEST_DATABASE_URL.`);
  }
if (pgDb && checkoutOnlySideBySide) await pgDb.destroy().catch(() => {});
else if (pgDb) {
  const shop = await startShopServer({ ...baseEnv, DATA_DIR: path.join(dataDir, "pg"), DATABASE_URL: pgDb.url! });
  try {
    if ((!only || only === "checkout") && !baseline) checkoutResults.push(await benchCheckout("PostgreSQL", shop, admin));
    await fillProducts(pgDb.url!, 1000);
    if (!only || only === "catalog") catalogResults.push(await benchCatalog("1,000 products (PostgreSQL)", shop));
    if (!only || only === "admin") {
      await fillOrders(pgDb.url!, 100_000);
      const results = await benchAdmin(shop, admin);
      console.log("\nAdmin reads, 100,000 orders and 1,000 products on PostgreSQL (sequential, ms):");
      console.log("  route                                   p50      p95");
      for (const r of results) console.log(`  ${r.route.padEnd(38)} ${fmt(r.p50, 1).padStart(6)}  ${fmt(r.p95, 1).padStart(7)}`);
      const stats = results.find((r) => r.route === "/api/admin/stats")!;
      const orders = results.find((r) => r.route === "/api/admin/orders")!;
      console.log(
        `  goals: stats p50 ${fmt(stats.p50, 1)} ms (<= 100) ${stats.p50 <= 100 ? "MET" : "MISSED"}; orders p50 ${fmt(orders.p50, 1)} ms (<= 150) ${orders.p50 <= 150 ? "MET" : "MISSED"}`,
      );
      const search = results.find((r) => r.route.includes("?q="))!;
      console.log(`  goal: search (?q=) p50 ${fmt(search.p50, 1)} ms (< 20) ${search.p50 < 20 ? "MET" : "MISSED"}`);
    }
  } finally {
    await shop.stop();
    await pgDb.destroy().catch(() => {});
  }
}

if (baseline && (!only || only === "checkout")) {
  const tree = checkoutBaseline(baseline);
  const sideBySide: SideBySide[] = [];
  try {
    const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    for (const [label, kind] of [
      ["PostgreSQL", "postgres"],
      ["PGlite", "pglite"],
    ] as const) {
      if (kind === "postgres" && !pgDb) continue;
      sideBySide.push(await benchCheckoutSideBySide({ label, kind, baselineDir: tree.dir, dataDir, env: baseEnv, admin, rounds, seconds }));
    }
  } finally {
    tree.remove();
  }
  printSideBySide(sideBySide, tree.commit, baseline);
}

if (catalogResults.length) {
  console.log("\nGET /api/products and /api/products/{id} vs a bare node:http server sending the same bytes:");
  console.log("  scenario                        products    bytes   shop req/s   bare req/s   ratio   shop p50  bare p50");
  for (const r of catalogResults) {
    console.log(
      `  ${r.label.padEnd(30)} ${String(r.products).padStart(8)} ${fmt(r.bytes).padStart(9)} ${fmt(r.shopRps).padStart(12)} ${fmt(r.bareRps).padStart(12)} ${fmt(r.ratio, 2).padStart(7)} ${`${r.shopP50} ms`.padStart(10)} ${`${r.bareP50} ms`.padStart(9)}`,
    );
  }
  console.log(`  goal: ratio >= 0.80 — ${catalogResults.every((r) => r.ratio >= 0.8) ? "MET" : "MISSED"}`);
}
if (checkoutResults.length) {
  console.log("\nCheckout: 20 concurrent customers, test gateway (token + charge per order):");
  console.log("  database      orders   seconds   orders/s   charge p50   charge p95   refusals");
  for (const r of checkoutResults) {
    console.log(
      `  ${r.label.padEnd(12)} ${String(r.orders).padStart(7)} ${fmt(r.seconds, 1).padStart(9)} ${fmt(r.ordersPerSec, 1).padStart(10)} ${`${fmt(r.chargeP50, 1)} ms`.padStart(12)} ${`${fmt(r.chargeP95, 1)} ms`.padStart(12)} ${String(r.failures).padStart(10)}`,
    );
  }
}
if (pageResults.length) printPage(pageResults, fmt);
if (floodResults.length) printPageFlood(floodResults, fmt);
if (webResults.length) printLighthouse(webResults);
if (searchResults.length) printSearch(searchResults, fmt);
rmSync(dataDir, { recursive: true, force: true });
