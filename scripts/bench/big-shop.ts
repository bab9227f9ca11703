// npm run bench -- fill [--orders 100000,1000000] [--db pglite|postgres] [--baseline [ref]]: a shop of
// 10,000 products grown to 100,000 and then 1,000,000 orders (extensions §12), on PGlite and on
// PostgreSQL. At each size: how long the fill took; the admin's order list (first, filtered and deep
// page), its search (name, e-mail, order number) and the dashboard, p50 < 50 ms; the server's peak
// RSS while it streams a year of orders.csv; the storefront's cached list page, a product page and a
// search answer, p50 < 10 ms; and once, the RSS after warming every page it can reach (< 400 MB).
// Each speed runs again on the baseline commit's server over the same data, side by side.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openPglite, openPostgres, type Database } from "../../src/server/db/client";
import { seedIfEmpty } from "../../src/server/db/seed/seed";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { startShopServer, type RunningServer } from "../lib/spawn-server";
import { buildTree, checkoutBaseline, type Checkout } from "./baseline";
import { drizzleExec, fillOrders, fillProducts } from "./fill";
import { median } from "./measure";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const BIG_SHOP_PRODUCTS = 10_000;
const WARM_PRODUCT_PAGES = 3000;

interface Figure {
  name: string;
  /** ms for a speed (p50), MB for memory, s for a fill. */
  value: number;
  unit: "ms" | "MB" | "s";
  goal?: number;
  baseline?: number;
}

export interface SizeResult {
  database: string;
  orders: number;
  figures: Figure[];
  load: number[];
}

/** The resident set of a process now, in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

async function login(shop: RunningServer, admin: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${shop.base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/**
 * Sequential requests after two warm-ups; the median in ms. A route that is far off its goal (the
 * baseline's old queries at a million orders, an unpaginated list of 10,000 products) stops after
 * `budgetMs` with at least one sample, so the run ends.
 */
async function p50(url: string, headers: Record<string, string>, samples: number, budgetMs = 15_000): Promise<number> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples + 2; i++) {
    const at = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 2 || performance.now() - at > budgetMs / 4) times.push(performance.now() - at);
    if (performance.now() - started > budgetMs && times.length > 0) break;
  }
  return median(times);
}

/** The routes timed at each size, made from what the shop holds (a real customer's name, e-mail and order number). */
async function adminRoutes(shop: RunningServer, cookie: string, orders: number): Promise<[string, string][]> {
  const first = (await (await fetch(`${shop.base}/api/admin/orders?limit=50&offset=40`, { headers: { cookie } })).json()) as {
    id: string;
    customerName: string;
    customerEmail: string;
  }[];
  const someone = first[7]!;
  const deep = Math.floor(orders / 2);
  return [
    ["order list, first page", "/api/admin/orders"],
    ["order list, status=pending", "/api/admin/orders?status=pending"],
    [`order list, offset ${deep.toLocaleString("en-US")}`, `/api/admin/orders?offset=${deep}`],
    ["search by name", `/api/admin/orders?q=${encodeURIComponent(someone.customerName)}`],
    ["search by e-mail", `/api/admin/orders?q=${encodeURIComponent(someone.customerEmail)}`],
    ["search by order number", `/api/admin/orders?q=%23${someone.id.slice(0, 8).toUpperCase()}`],
    ["dashboard stats", "/api/admin/stats"],
    ["dashboard charts", "/api/admin/stats/sales"],
  ];
}

/** Whether GET /api/products takes limit (extensions §12): then /products is paginated too. */
async function listIsPaginated(shop: RunningServer): Promise<boolean> {
  return ((await (await fetch(`${shop.base}/api/products?limit=2`)).json()) as unknown[]).length === 2;
}

async function storefrontRoutes(shop: RunningServer): Promise<[string, string][]> {
  const products = (await (await fetch(`${shop.base}/api/products?limit=24&offset=0`)).json()) as { id: string }[];
  return [
    // Before pagination lands, /products is every product on one page (tens of MB): not timed.
    ...((await listIsPaginated(shop)) ? [["storefront /products?page=1", "/products?page=1"] as [string, string]] : []),
    ["storefront product page", `/products/${products[0]!.id}`],
    ["storefront search", "/api/search?q=near%20field%20probe"],
  ];
}

/** Peak RSS of the server (sampled every 20 ms) while it streams a year of orders.csv; and the rows. */
async function csvYear(shop: RunningServer, cookie: string): Promise<{ peakMb: number; beforeMb: number; rows: number; seconds: number }> {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const beforeMb = rssMb(shop.child.pid);
  let peakMb = beforeMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(shop.child.pid))), 20);
  const started = performance.now();
  let rows = 0;
  try {
    const res = await fetch(`${shop.base}/api/admin/orders.csv?from=${from}&to=${to}`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`orders.csv: ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) rows += decoder.decode(chunk, { stream: true }).split("\r\n").length - 1;
  } finally {
    clearInterval(timer);
  }
  return { peakMb, beforeMb, rows: rows - 1, seconds: (performance.now() - started) / 1000 };
}

/** Every list page and every product page once: the page cache as full as visitors can make it; then the RSS. */
async function warmRss(shop: RunningServer): Promise<{ mb: number; pages: number }> {
  let pages = 0;
  const ids: string[] = [];
  // GET /api/products answers at most 100 a request.
  for (let offset = 0; ; offset += 100) {
    const res = await fetch(`${shop.base}/api/products?limit=100&offset=${offset}`);
    if (!res.ok) throw new Error(`GET /api/products?limit=100&offset=${offset}: ${res.status} ${await res.text()}`);
    const batch = (await res.json()) as { id: string }[];
    ids.push(...batch.map((p) => p.id));
    if (batch.length < 100 || ids.length >= BIG_SHOP_PRODUCTS * 2) break;
  }
  const unique = [...new Set(ids)];
  const paginated = await listIsPaginated(shop);
  // Every list page, and more product pages than the page cache holds (2,000 entries, 64 MB today): it ends full.
  const urls = [
    ...(paginated ? Array.from({ length: Math.ceil(unique.length / 24) }, (_, i) => `/products?page=${i + 1}`) : []),
    ...unique.slice(0, WARM_PRODUCT_PAGES).map((id) => `/products/${id}`),
  ];
  // Four at a time, as a crawler would.
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(urls.slice(i, i + 4).map(async (u) => (await fetch(`${shop.base}${u}`)).arrayBuffer()));
    pages += Math.min(4, urls.length - i);
  }
  return { mb: rssMb(shop.child.pid), pages };
}

interface Target {
  label: string;
  /** Opens the database in this process (PGlite: while no server holds the folder). */
  open(): Promise<Database>;
  env: Record<string, string>;
  destroy(): Promise<void>;
}

async function measureServer(
  shop: RunningServer,
  admin: { email: string; password: string },
  orders: number,
  samples: number,
  log: (line: string) => void,
): Promise<Map<string, number>> {
  const cookie = await login(shop, admin);
  const out = new Map<string, number>();
  for (const [name, route] of [...(await adminRoutes(shop, cookie, orders)), ...(await storefrontRoutes(shop))]) {
    out.set(name, await p50(`${shop.base}${route}`, route.startsWith("/api/admin") ? { cookie } : {}, samples));
    // As it comes, so an interrupted run still shows what it measured.
    log(`    ${name}: p50 ${out.get(name)!.toFixed(1)} ms (load ${loadavg()[0]!.toFixed(1)})`);
  }
  return out;
}

export async function benchBigShop(options: {
  dataDir: string;
  env: Record<string, string>;
  admin: { email: string; password: string };
  sizes: number[];
  databases: ("pglite" | "postgres")[];
  baseline?: string;
  log?: (line: string) => void;
}): Promise<SizeResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const results: SizeResult[] = [];
  const final = Math.max(...options.sizes);
  const tree: Checkout | undefined = options.baseline ? checkoutBaseline(options.baseline) : undefined;
  try {
    // Its pages server-rendered as this tree's are (npm run build there).
    if (tree) buildTree(tree.dir);
    for (const kind of options.databases) {
      let target: Target;
      if (kind === "pglite") {
        const dir = path.join(options.dataDir, "big-pglite");
        target = { label: "PGlite", open: () => openPglite(dir), env: { DATA_DIR: dir, DATABASE_URL: "" }, destroy: async () => {} };
      } else {
        let db: TestDatabase;
        try {
          db = await createTestDatabase("postgres");
        } catch (error) {
          console.warn(`PostgreSQL big-shop scenario skipped: ${(error as Error).message}. Set TEST_DATABASE_URL.`);
          continue;
        }
        target = {
          label: "PostgreSQL",
          open: () => openPostgres(db.url!, { max: 1 }),
          env: { DATA_DIR: path.join(options.dataDir, "big-pg"), DATABASE_URL: db.url! },
          destroy: () => db.destroy(),
        };
      }
      try {
        let productSeconds = 0;
        let warmed: { mb: number; pages: number } | undefined;
        for (const size of [...options.sizes].sort((a, b) => a - b)) {
          const database = await target.open();
          let orderSeconds: number;
          try {
            const exec = drizzleExec(database.db);
            if (!productSeconds) {
              const started = performance.now();
              await seedIfEmpty(database.db);
              await fillProducts(exec, BIG_SHOP_PRODUCTS);
              await exec("vacuum analyze");
              productSeconds = (performance.now() - started) / 1000;
              log(`  ${target.label}: ${BIG_SHOP_PRODUCTS.toLocaleString("en-US")} products in ${productSeconds.toFixed(1)} s`);
            }
            orderSeconds = await fillOrders(exec, size, { final, log: (line) => log(`  ${target.label}:${line}`) });
            log(`  ${target.label}: ${size.toLocaleString("en-US")} orders, filled in ${orderSeconds.toFixed(1)} s`);
          } finally {
            await database.close();
          }
          const figures: Figure[] = [
            { name: "fill: 10,000 products", value: productSeconds, unit: "s" },
            { name: `fill: orders up to ${size.toLocaleString("en-US")}`, value: orderSeconds, unit: "s" },
          ];
          const env = { ...options.env, ...target.env };
          const shop = await startShopServer(env, 300_000);
          let now: Map<string, number>;
          try {
            now = await measureServer(shop, options.admin, size, 20, log);
            const csv = await csvYear(shop, await login(shop, options.admin));
            log(
              `  ${target.label}: a year of orders.csv, ${csv.rows.toLocaleString("en-US")} rows in ${csv.seconds.toFixed(1)} s, RSS ${csv.beforeMb.toFixed(0)} -> peak ${csv.peakMb.toFixed(0)} MB`,
            );
            figures.push({
              name: `orders.csv, a year (${csv.rows.toLocaleString("en-US")} rows): peak RSS`,
              value: csv.peakMb,
              unit: "MB",
            });
            if (!warmed) {
              warmed = await warmRss(shop);
              figures.push({
                name: `RSS after warming ${warmed.pages.toLocaleString("en-US")} pages`,
                value: warmed.mb,
                unit: "MB",
                goal: 400,
              });
            }
          } finally {
            await shop.stop();
          }
          let before: Map<string, number> | undefined;
          if (tree) {
            const old = await startShopServer(env, 300_000, { cwd: tree.dir });
            try {
              before = await measureServer(old, options.admin, size, 5, (line) => log(`  baseline${line}`));
            } catch (error) {
              log(`  baseline ${tree.commit.slice(0, 7)} could not be measured: ${(error as Error).message}`);
            } finally {
              await old.stop();
            }
          }
          for (const [name, value] of now) {
            figures.push({ name, value, unit: "ms", goal: name.startsWith("storefront") ? 10 : 50, baseline: before?.get(name) });
          }
          results.push({ database: target.label, orders: size, figures, load: loadavg() });
          printSize(results.at(-1)!, tree?.commit);
        }
      } finally {
        await target.destroy().catch(() => {});
      }
    }
  } finally {
    tree?.remove();
  }
  return results;
}

const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printSize(r: SizeResult, baselineCommit?: string): void {
  console.log(
    `\n${r.database}, ${BIG_SHOP_PRODUCTS.toLocaleString("en-US")} products, ${r.orders.toLocaleString("en-US")} orders (load average ${r.load.map((n) => n.toFixed(2)).join(" ")}):`,
  );
  console.log(
    `  figure                                             now   ${baselineCommit ? `baseline ${baselineCommit.slice(0, 7)}` : ""}   goal`,
  );
  for (const f of r.figures) {
    const value = `${fmt(f.value, f.unit === "MB" ? 0 : 1)} ${f.unit}`;
    const base = f.baseline === undefined ? "" : `${fmt(f.baseline)} ${f.unit}`;
    const goal =
      f.goal === undefined ? "" : `${f.unit === "MB" ? "<" : "p50 <"} ${f.goal} ${f.unit} ${f.value < f.goal ? "MET" : "MISSED"}`;
    console.log(`  ${f.name.padEnd(46)} ${value.padStart(10)} ${base.padStart(17)}   ${goal}`);
  }
}

/** The tree to compare with: the merge-base with main, or the commit before when this is main. */
export function defaultBaseline(): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  const base = git("merge-base", "HEAD", "main");
  return base === git("rev-parse", "HEAD") ? "HEAD~1" : base;
}
