// npm run bench -- search: GET /api/search's latency at 10,000 products (extensions §8: p50 < 10 ms), on
// PGlite and on PostgreSQL, each in a throwaway database. The products are varied (about 40 kinds of
// RF and EMC gear in eight categories, each with its own words) so a query matches a realistic share
// of the catalog rather than all of it or none.
import { performance } from "node:perf_hooks";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite } from "../../src/server/db/client";
import { seedIfEmpty } from "../../src/server/db/seed/seed";
import { startShopServer, type RunningServer } from "../lib/spawn-server";
import { percentile } from "./measure";

export const SEARCH_PRODUCTS = 10_000;

/** What people type: exact words, typos, several words, a model number, with and without filters. */
export const SEARCH_QUERIES = [
  "q=helmholz",
  "q=hemholtz%20coil",
  "q=probs",
  "q=near%20field%20probe",
  "q=preamplifer",
  "q=current%20probe&category=RF%20Current%20Probes",
  "q=antena&maxPrice=900",
  "q=lisn",
  "q=comb%20generater",
  "q=sma%20cable&minPrice=50&maxPrice=400",
  "q=attenuator",
  "q=4821",
  "q=low%20noise%20amplifier",
  "q=ferrite",
  "q=directional%20coupler",
  "q=6%20GHz",
];

// One kind per row: its name, the seeded category it belongs to, and words of its own for the description.
const KINDS: [string, string, string][] = [
  ["H-Field Probe", "Near-Field EMC Probes", "magnetic loop shielded"],
  ["E-Field Probe", "Near-Field EMC Probes", "electric stub monopole"],
  ["Near-Field Probe", "Near-Field EMC Probes", "sniffer scanning"],
  ["Probe Set", "EMC Probe Sets", "kit loops stubs"],
  ["Large-Loop Probe Set", "EMC Probe Sets", "cabinet enclosure"],
  ["Probe Amplifier", "Probe Amplifiers", "gain flatness"],
  ["Preamplifier", "Probe Amplifiers", "noise figure"],
  ["Low-Noise Amplifier", "Probe Amplifiers", "noise figure gain"],
  ["Power Amplifier", "Probe Amplifiers", "immunity saturation"],
  ["Helmholtz Coil", "RF Helmholtz Coils", "uniform magnetic field"],
  ["Gradiometer Coil", "RF Helmholtz Coils", "gradient field"],
  ["Field Generator Coil", "RF Helmholtz Coils", "calibration field"],
  ["Current Probe", "RF Current Probes", "ferrite clamp transfer impedance"],
  ["Injection Probe", "RF Current Probes", "bulk current injection"],
  ["Monitor Probe", "RF Current Probes", "clamp monitoring"],
  ["LISN", "LISNs & Conducted Emissions", "line impedance stabilization network"],
  ["Transient Limiter", "LISNs & Conducted Emissions", "protection input"],
  ["Pulse Limiter", "LISNs & Conducted Emissions", "receiver protection"],
  ["Voltage Probe", "LISNs & Conducted Emissions", "conducted high impedance"],
  ["Comb Generator", "Reference Sources & Fixtures", "harmonics reference spectrum"],
  ["Verification Board", "Reference Sources & Fixtures", "microstrip fixture"],
  ["Noise Source", "Reference Sources & Fixtures", "broadband reference"],
  ["TEM Cell", "Reference Sources & Fixtures", "transverse electromagnetic"],
  ["Reference Antenna", "Reference Sources & Fixtures", "radiating calibrated"],
  ["SMA Test Cable", "Cables, Adapters & Accessories", "flexible braid"],
  ["N-Type Cable", "Cables, Adapters & Accessories", "low loss jacket"],
  ["DC Block", "Cables, Adapters & Accessories", "capacitor blocking"],
  ["SMA-to-BNC Adapter", "Cables, Adapters & Accessories", "coaxial transition"],
  ["Attenuator", "Cables, Adapters & Accessories", "fixed pad"],
  ["Directional Coupler", "Cables, Adapters & Accessories", "coupling directivity"],
  ["Power Divider", "Cables, Adapters & Accessories", "splitter resistive"],
  ["Bias Tee", "Cables, Adapters & Accessories", "inductor feed"],
  ["Termination", "Cables, Adapters & Accessories", "load matched"],
  ["Low-Pass Filter", "Cables, Adapters & Accessories", "cutoff rejection"],
  ["High-Pass Filter", "Cables, Adapters & Accessories", "cutoff rejection"],
  ["Probe Positioner", "Cables, Adapters & Accessories", "arm joints"],
  ["Carrying Case", "Cables, Adapters & Accessories", "foam shell"],
  ["Loop Antenna", "Reference Sources & Fixtures", "magnetic receiving"],
  ["Biconical Antenna", "Reference Sources & Fixtures", "dipole elements"],
  ["Log-Periodic Antenna", "Reference Sources & Fixtures", "directional elements"],
];
const ADJECTIVES = [
  "Compact",
  "Wideband",
  "Low-Noise",
  "Rugged",
  "Precision",
  "Miniature",
  "High-Power",
  "Dual-Channel",
  "Shielded",
  "Broadband",
];
const USES = [
  "EMC pre-compliance",
  "radiated emissions",
  "conducted immunity",
  "PCB debugging",
  "antenna measurements",
  "production testing",
];
const CONNECTORS = ["SMA female", "N female", "BNC female", "SMA male", "2.92 mm female"];
const BANDS = ["9 kHz to 30 MHz", "100 kHz to 1 GHz", "1 MHz to 3 GHz", "10 MHz to 6 GHz", "30 MHz to 1 GHz", "DC to 18 GHz"];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (values: readonly string[]) => `array[${values.map(literal).join(", ")}]`;

/** One INSERT of `total` products made from the vocabulary above, into the seeded categories. */
export function fillSql(total: number): string {
  const pick = (values: readonly string[], expr: string) => `(${array(values)})[1 + (${expr}) % ${values.length}]`;
  const kind = (column: 1 | 2 | 3) =>
    pick(
      KINDS.map((k) => k[column - 1]!),
      "g",
    );
  return `
    insert into products (name, description, image, price, category_id, in_stock, specifications, options, highlighted_specs,
                          weight_lbs, length_in, width_in, height_in, pdf_title)
    select lpad((1000 + g)::text, 4, '0') || chr(65 + g % 4) || ' ' || ${pick(ADJECTIVES, "g / 40")} || ' ' || ${kind(1)},
           'A ' || lower(${pick(ADJECTIVES, "g / 40")}) || ' ' || lower(${kind(1)}) || ' for ' || ${pick(USES, "g / 7")} || ': ' || ${kind(3)}
             || '. Designed and built in Sebastopol, California, with a calibration certificate and a two-year warranty.',
           '/catalog/products/102a-h-field-probe-25mm-loop.svg',
           (40 + (g * 37) % 4000)::numeric(10,2),
           (select id from categories where name = ${kind(2)}),
           g % 9,
           'Frequency range: ' || ${pick(BANDS, "g / 3")} || E'\\nConnector: ' || ${pick(CONNECTORS, "g / 5")}
             || E'\\nImpedance: 50 ohm\\nWeight: ' || (100 + g % 900) || ' g',
           '[{"title":"Standard","price":"0.00","isDefault":true}]'::jsonb,
           jsonb_build_array(jsonb_build_object('name', 'Frequency range', 'value', ${pick(BANDS, "g / 3")}),
                             jsonb_build_object('name', 'Connector', 'value', ${pick(CONNECTORS, "g / 5")})),
           1.50, 10.00, 8.00, 3.00, 'Datasheet'
    from generate_series(1, ${total}) as g`;
}

export interface SearchBenchResult {
  label: string;
  products: number;
  requests: number;
  p50: number;
  p95: number;
  /** Each query's p50 (ms) and how many products it matched. */
  perQuery: { query: string; p50: number; total: number }[];
}

async function measure(label: string, shop: RunningServer, rounds = 30): Promise<SearchBenchResult> {
  const timings: number[] = [];
  const perQuery: SearchBenchResult["perQuery"] = [];
  const run = async (query: string) => {
    const started = performance.now();
    const res = await fetch(`${shop.base}/api/search?${query}`);
    const body = (await res.json()) as { total: number };
    if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, total: body.total };
  };
  for (const query of SEARCH_QUERIES) for (let i = 0; i < 3; i++) await run(query); // warm up
  const byQuery = new Map<string, { ms: number[]; total: number }>();
  for (let round = 0; round < rounds; round++) {
    for (const query of SEARCH_QUERIES) {
      const { ms, total } = await run(query);
      timings.push(ms);
      const entry = byQuery.get(query) ?? { ms: [], total };
      entry.ms.push(ms);
      byQuery.set(query, entry);
    }
  }
  for (const [query, entry] of byQuery) perQuery.push({ query, p50: percentile(entry.ms, 50), total: entry.total });
  const count = (await (await fetch(`${shop.base}/api/products`)).json()) as unknown[];
  return { label, products: count.length, requests: timings.length, p50: percentile(timings, 50), p95: percentile(timings, 95), perQuery };
}

/** PGlite: the data folder is made, migrated, seeded and filled in this process, then served by the shop. */
export async function benchSearchPglite(dataDir: string, env: Record<string, string>): Promise<SearchBenchResult> {
  const dir = path.join(dataDir, "search-pglite");
  const database = await openPglite(dir);
  try {
    await seedIfEmpty(database.db);
    const counted = (await database.db.execute(sql.raw("select count(*)::int as n from products"))) as unknown as { rows: { n: number }[] };
    await database.db.execute(sql.raw(fillSql(SEARCH_PRODUCTS - Number(counted.rows[0]!.n))));
    await database.db.execute(sql.raw("vacuum analyze"));
  } finally {
    await database.close();
  }
  const shop = await startShopServer({ ...env, DATA_DIR: dir, DATABASE_URL: "" }, 180_000);
  try {
    return await measure("PGlite", shop);
  } finally {
    await shop.stop();
  }
}

/** PostgreSQL: the shop migrates and seeds the throwaway database, then the products are added beside it. */
export async function benchSearchPostgres(url: string, dataDir: string, env: Record<string, string>): Promise<SearchBenchResult> {
  const shop = await startShopServer({ ...env, DATA_DIR: path.join(dataDir, "search-pg"), DATABASE_URL: url }, 180_000);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from products");
      await client.query(fillSql(SEARCH_PRODUCTS - Number(rows[0]!.n)));
      await client.query("vacuum analyze products");
      await client.query("vacuum analyze search_words");
    } finally {
      await client.end();
    }
    return await measure("PostgreSQL", shop);
  } finally {
    await shop.stop();
  }
}

export function printSearch(results: SearchBenchResult[], fmt: (n: number, digits?: number) => string): void {
  console.log(`\nGET /api/search, ${fmt(SEARCH_PRODUCTS)} products, sequential requests on loopback (ms):`);
  console.log("  database     products  requests     p50      p95");
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(12)} ${fmt(r.products).padStart(8)} ${String(r.requests).padStart(9)} ${fmt(r.p50, 2).padStart(7)} ${fmt(r.p95, 2).padStart(8)}`,
    );
  }
  console.log("  per query (p50 ms, matches):");
  for (const query of SEARCH_QUERIES) {
    const cells = results.map((r) => {
      const q = r.perQuery.find((p) => p.query === query)!;
      return `${r.label} ${fmt(q.p50, 2).padStart(6)} (${String(q.total).padStart(4)})`;
    });
    console.log(`    ${decodeURIComponent(query).padEnd(46)} ${cells.join("   ")}`);
  }
  console.log(`  goal: p50 < 10 ms — ${results.every((r) => r.p50 < 10) ? "MET" : "MISSED"}`);
}
