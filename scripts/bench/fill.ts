// Bulk data for the benchmarks, made inside the database with generate_series: products and orders
// on PostgreSQL (a pg client) or PGlite (a data folder opened while no server holds it).
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../../src/server/db/client";
import { fillSql } from "./search";

/** Runs one SQL text and answers its rows (pg's and PGlite's results both carry `rows`). */
export type Exec = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export const drizzleExec =
  (db: Db): Exec =>
  async (text) =>
    (await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };

async function withExec<T>(target: string | Exec, run: (exec: Exec) => Promise<T>): Promise<T> {
  if (typeof target !== "string") return run(target);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await run((text) => client.query(text));
  } finally {
    await client.end();
  }
}

const countOf = async (exec: Exec, table: string) => Number((await exec(`select count(*)::int as n from ${table}`)).rows[0]!.n);

/** Tops the catalog up to `total` products, varied as a real one (scripts/bench/search.ts's vocabulary). */
export async function fillProducts(target: string | Exec, total: number): Promise<void> {
  await withExec(target, async (exec) => {
    const missing = total - (await countOf(exec, "products"));
    if (missing > 0) await exec(fillSql(missing));
  });
}

const FIRST = [
  "James",
  "Maria",
  "Wei",
  "Anna",
  "Robert",
  "Yuki",
  "David",
  "Priya",
  "Michael",
  "Sofia",
  "Thomas",
  "Olga",
  "Daniel",
  "Fatima",
  "Kevin",
  "Laura",
  "Hans",
  "Mei",
  "Carlos",
  "Emma",
  "Paul",
  "Ingrid",
  "Ahmed",
  "Claire",
  "Brian",
  "Jun",
  "Steven",
  "Elena",
  "Mark",
  "Sara",
];
const LAST = [
  "Smith",
  "Garcia",
  "Chen",
  "Müller",
  "Johnson",
  "Tanaka",
  "Brown",
  "Patel",
  "Nguyen",
  "Rossi",
  "Kim",
  "Novak",
  "Williams",
  "O'Brien",
  "Schmidt",
  "Lee",
  "Andersson",
  "Martin",
  "Kowalski",
  "Dubois",
  "Taylor",
  "Ivanova",
  "Lopez",
  "Wright",
  "Fischer",
  "Park",
  "Hall",
  "Silva",
  "Young",
  "Weber",
];
const COMPANIES = [
  "Keysight Labs",
  "Northrop EMC",
  "Acme Radio",
  "Bay Area Compliance",
  "Sierra Test House",
  "Pacific Avionics",
  "Nordic RF",
  "Tokyo Denki",
  "Delta Medical Devices",
  "Orbital Systems",
];
const DOMAINS = ["gmail.com", "outlook.com", "company.com", "lab.org", "university.edu", "emc-test.de", "yahoo.com", "proton.me"];
const PLACES: [string, string, string, string][] = [
  ["Sebastopol", "CA", "95472", "United States"],
  ["Austin", "TX", "78701", "United States"],
  ["Boston", "MA", "02108", "United States"],
  ["Seattle", "WA", "98101", "United States"],
  ["Denver", "CO", "80202", "United States"],
  ["Raleigh", "NC", "27601", "United States"],
  ["Phoenix", "AZ", "85004", "United States"],
  ["Chicago", "IL", "60601", "United States"],
  ["Toronto", "ON", "M5H 2N2", "Canada"],
  ["Munich", "BY", "80331", "Germany"],
];
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `array[${values.map(lit).join(", ")}]`;
const pick = (values: readonly string[], expr: string) => `(${arr(values)})[1 + (${expr}) % ${values.length}]`;

/**
 * One batch of orders g = from..to (g = 1 is the newest) of `total`, spread evenly over three years
 * with an hour of jitter. A customer comes back about 20 times (total / 20 people); one to three
 * lines of real products; older orders are mostly completed, some cancelled (voided or refunded),
 * the last days pending and processing; a few are under review, a few reserved or declined checkouts
 * that nobody sees.
 */
function ordersSql(from: number, to: number, total: number, products: number, which: string): string {
  const customers = Math.max(1, Math.floor(total / 20));
  const c = `((g::bigint * 48271) % ${customers})`;
  const place = (i: 0 | 1 | 2 | 3) =>
    pick(
      PLACES.map((p) => p[i]),
      `${c} / 7`,
    );
  // age in days, 0 .. 1095
  const age = `(1095.0 * g / ${total})`;
  return `
    insert into orders (customer_name, customer_email, customer_phone, company_name, billing_street, billing_city, billing_state,
                        billing_zip_code, billing_country, street, city, state, zip_code, country, purchase_order_number,
                        items, subtotal, tax_rate, tax_amount, shipping_method, shipping_service_name, shipping_cost, total,
                        status, payment_status, refunded_amount, transaction_id, card_last_four, paid_at, cancelled_at, created_at, updated_at)
    select ${pick(FIRST, c)} || ' ' || ${pick(LAST, `${c} / ${FIRST.length}`)},
           lower(${pick(FIRST, c)}) || '.' || lower(replace(${pick(LAST, `${c} / ${FIRST.length}`)}, '''', '')) || ${c} || '@' || ${pick(DOMAINS, `${c} / 3`)},
           '+1 707 555 ' || lpad((${c} % 10000)::text, 4, '0'),
           case when ${c} % 3 = 0 then ${pick(COMPANIES, `${c} / 11`)} end,
           (1 + ${c} % 900) || ' Main Street', ${place(0)}, ${place(1)}, ${place(2)}, ${place(3)},
           (1 + ${c} % 900) || ' Main Street', ${place(0)}, ${place(1)}, ${place(2)}, ${place(3)},
           case when ${c} % 3 = 0 then 'PO-' || (g % 100000) end,
           l.items, l.subtotal, t.rate, t.tax, '03', 'UPS Ground', 14.20, l.subtotal + t.tax + 14.20,
           s.status, s.payment, case when s.payment = 'refunded' then l.subtotal + t.tax + 14.20 else 0 end,
           case when s.payment <> 'reserved' then (200000000000 + g)::text end,
           case when s.payment <> 'reserved' then lpad((g % 10000)::text, 4, '0') end,
           case when s.payment in ('paid', 'voided', 'review') then d.at end,
           case when s.status = 'cancelled' then d.at + interval '1 day' end,
           d.at, d.at
    from generate_series(${from}, ${to}) as g
    cross join lateral (select now() - make_interval(secs => (${age} * 86400 + (g::bigint * 7919) % 3600)::double precision) as at) d
    cross join lateral (
      select jsonb_agg(jsonb_build_object('productId', p.id, 'productName', p.name, 'price', p.price::text, 'quantity', q.n,
                                          'selectedOption', null, 'lineTotal', (p.price * q.n)::numeric(10,2)::text) order by k)::text as items,
             sum(p.price * q.n)::numeric(10,2) as subtotal
      from generate_series(1, 1 + (g * 31) % 3) as k
      cross join lateral (select 1 + ((g + k) * 13) % 7 / 5 as n) q
      join bench_fill_products p on p.n = ((g::bigint * 7919 + k * 104729 + g / 7) % ${products})
    ) l
    cross join lateral (
      select case when ${place(1)} = 'CA' then 7.25 else 0 end as rate,
             case when ${place(1)} = 'CA' then round(l.subtotal * 0.0725, 2) else 0 end as tax
    ) t
    cross join lateral (
      select case
               when g % 211 = 0 then 'pending'
               when ${age} < 2 then (array['pending', 'pending', 'processing'])[1 + g % 3]
               when ${age} < 10 then (array['processing', 'completed', 'completed'])[1 + g % 3]
               when g % 17 = 0 then 'cancelled'
               when g % 997 = 0 then 'on_hold'
               else 'completed'
             end as status,
             case
               when g % 101 = 0 then 'declined'
               when g % 103 = 0 then 'reserved'
               when g % 17 = 0 and g % 211 <> 0 and ${age} >= 10 then (array['voided', 'refunded'])[1 + (g / 17) % 2]
               when g % 53 = 0 then 'review'
               else 'paid'
             end as payment
    ) s
    where ${which}`;
}

/**
 * Adds orders until there are `total` of a shop that grows to `final` (default `total`): a first
 * fill of a smaller size takes every (final / total)-th order of the big one, so 100,000 orders are
 * spread over the same three years as 1,000,000 and a later fill to `final` adds the rest. In batches
 * (progress through `log`), with the summary triggers off during the load and the summaries rebuilt
 * once at the end (migration 0026), then vacuumed so index-only scans work as in a live shop.
 * Answers the seconds it took.
 */
export async function fillOrders(
  target: string | Exec,
  total: number,
  options: { final?: number; log?: (line: string) => void } = {},
): Promise<number> {
  const final = options.final ?? total;
  return withExec(target, async (exec) => {
    const started = performance.now();
    const have = await countOf(exec, "orders");
    if (have >= total) return 0;
    // A fresh fill of a share of `final`, or the rest of `final` after such a share (have: the share plus the few a scenario placed).
    const share = Math.round(final / total);
    const which = total < final ? `g % ${share} = 0` : have > 0 ? `g % ${Math.round(final / have)} <> 0` : "true";
    await exec(
      "create temp table bench_fill_products as select (row_number() over (order by id))::int - 1 as n, id, name, price from products",
    );
    await exec("create unique index on bench_fill_products (n)");
    const products = await countOf(exec, "bench_fill_products");
    await exec("alter table orders disable trigger user");
    try {
      const batch = total < final ? 50_000 * share : 50_000;
      for (let from = 1; from <= final; from += batch) {
        const to = Math.min(final, from + batch - 1);
        await exec(ordersSql(from, to, final, products, which));
        options.log?.(
          `  orders g ${to.toLocaleString("en-US")} of ${final.toLocaleString("en-US")} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    } finally {
      await exec("alter table orders enable trigger user");
      await exec("drop table bench_fill_products");
    }
    await exec("select order_summaries_rebuild()");
    await exec("vacuum analyze orders");
    await exec("vacuum analyze products");
    return (performance.now() - started) / 1000;
  });
}
