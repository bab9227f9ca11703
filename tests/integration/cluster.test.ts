import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTotals, toCents } from "../../src/shared/money";
import { exited, freePort, startShopServer, type RunningServer } from "../../scripts/lib/spawn-server";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-database";

// Two shop processes on one PostgreSQL behind nginx from Debian, configured with the file
// docs/deploy.md documents (deploy/nginx-shop.conf.template). One process is killed (SIGKILL)
// while customers keep checking out: no order may be lost or doubled.

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const root = fileURLToPath(new URL("../..", import.meta.url));
const ADMIN = { email: "owner@gravensteinrf.com", password: "cluster-admin-password" };
const skipReason =
  testDbKind() !== "postgres" ? "PostgreSQL only" : !existsSync(NGINX) ? `nginx missing at ${NGINX} (apt-get install nginx)` : "";

/** Debian's nginx, unprivileged, everything under one temp folder: the shop's http block inside a minimal main config. */
async function startNginx(prefix: string, upstreams: number[]): Promise<{ child: ChildProcess; base: string; log(): string }> {
  const port = await freePort();
  const template = readFileSync(path.join(root, "deploy/nginx-shop.conf.template"), "utf8");
  const shop = template
    .replaceAll("{{SHOP_SERVERS}}", upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n"))
    .replaceAll("{{LISTEN}}", `127.0.0.1:${port}`);
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir), { recursive: true });
  const conf = `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
${shop}
}
`;
  writeFileSync(path.join(prefix, "nginx.conf"), conf);
  let output = "";
  const child = spawn(NGINX, ["-p", prefix, "-e", `${prefix}/logs/error.log`, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer: ${output}`);
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookie?: string;
}

/**
 * One request; `from` is the loopback address it is sent from (127.0.0.x), so that nginx, and the
 * shop behind it, see customers on their own machines (the card-testing limit counts per address).
 */
async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  from?: string,
): Promise<Answer> {
  const res = await new Promise<{ status: number; text: string; setCookie: string[] }>((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${url}`,
      { method, localAddress: from, headers: { ...(sent === undefined ? {} : { "content-type": "application/json" }), ...headers } },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, text, setCookie: answer.headers["set-cookie"] ?? [] }));
        answer.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(sent);
  });
  const text = res.text;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, cookie: (res.setCookie[0] ?? "").split(";")[0] || undefined };
}

const address = {
  customerName: "Cluster Customer",
  customerEmail: "cluster@example.com",
  customerPhone: "7075550142",
  companyName: null,
  billingStreet: "1 Main Street",
  billingCity: "Sebastopol",
  billingState: "CA",
  billingZipCode: "95472",
  billingCountry: "United States",
  street: "1 Main Street",
  city: "Sebastopol",
  state: "CA",
  zipCode: "95472",
  country: "United States",
};

type Product = { id: string; name: string; price: string; options: unknown[]; [k: string]: unknown };

/** The charge's orderData for one unit of `product` shipped to `address`, priced as the shop prices it. */
async function orderFor(base: string, product: Product) {
  const line = { product: { id: product.id, name: product.name, price: product.price }, quantity: 1 };
  const parcel = ["weightLbs", "lengthIn", "widthIn", "heightIn"].map((k) => Number(product[k]));
  const rates = await call(base, "POST", "/api/shipping/rates", {
    shipToCity: address.city,
    shipToState: address.state,
    shipToZip: address.zipCode,
    shipToCountry: address.country,
    items: [{ weight: parcel[0], length: parcel[1], width: parcel[2], height: parcel[3], quantity: 1 }],
  });
  const rate = (rates.body as unknown as { service: string; cost: string }[])[0]!;
  const tax = (await call(base, "GET", "/api/tax-rates/CA")).body as { taxRate: string };
  const totals = orderTotals(toCents(product.price), tax.taxRate, toCents(rate.cost));
  return {
    total: totals.total,
    orderData: { ...address, items: JSON.stringify([line]), shippingMethod: rate.service, ...totals, status: "pending" },
  };
}

/** A new customer, registered and signed in through `base`: the session cookie. */
async function signUp(base: string, name: string): Promise<string> {
  const username = `${name}${Date.now().toString(36)}`;
  expect((await call(base, "POST", "/api/register", { username, password: "cluster-password" })).status).toBe(201);
  const login = await call(base, "POST", "/api/login", { username, password: "cluster-password" });
  expect(login.status).toBe(200);
  return login.cookie!;
}

describe.skipIf(skipReason !== "")(`a cluster behind nginx${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  let testDb: TestDatabase;
  let work: string;
  const servers: RunningServer[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>>;

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    work = mkdtempSync(path.join(tmpdir(), "shop-cluster-"));
    for (const name of ["a", "b"]) {
      servers.push(
        await startShopServer({
          DATABASE_URL: testDb.url!,
          DATA_DIR: path.join(work, name), // their own folders: nothing shared but the database
          UPLOAD_SIGNING_SECRET: "",
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          TRUST_PROXY: "1",
          REGISTER_MAX_PER_HOUR: "1000",
          // A charge cut off by the kill is reconciled within seconds, not minutes.
          PAYMENT_TIMEOUT_MS: "2000",
          RESERVATION_TIMEOUT_S: "1",
          SWEEP_INTERVAL_S: "1",
        }),
      );
    }
    nginx = await startNginx(path.join(work, "nginx"), [servers[0]!.port, servers[1]!.port]);
  }, 120_000);

  afterAll(async () => {
    if (nginx?.child.exitCode === null) {
      nginx.child.kill("SIGTERM");
      await exited(nginx.child);
    }
    // The killed process has no exit code (only a signal): stop only the ones still running.
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    await testDb?.destroy();
    if (work) rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it("lets at most 5 of 40 declined charges sent at once from one account and address reach the gateway, across both processes", async () => {
    const base = nginx.base;
    const product = ((await (await fetch(`${base}/api/products`)).json()) as Product[]).find((p) => p.options.length === 0)!;
    const admin = await call(base, "POST", "/api/admin/login", ADMIN);
    expect((await call(base, "PUT", `/api/products/${product.id}`, { ...product, inStock: 1_000 }, { cookie: admin.cookie! })).status).toBe(
      200,
    );
    const cookie = await signUp(base, "cardtester");
    const { total, orderData } = await orderFor(base, product);
    const bodies = [];
    for (let i = 0; i < 40; i++) {
      // The test gateway declines every card billed to ZIP 46282.
      const token = await call(base, "POST", "/api/payment/test-tokens", {
        cardNumber: "4111111111111111",
        month: "12",
        year: "2030",
        cardCode: "123",
        zip: "46282",
      });
      const opaque = token.body.opaqueData as { dataDescriptor: string; dataValue: string };
      bodies.push({ opaqueDataDescriptor: opaque.dataDescriptor, opaqueDataValue: opaque.dataValue, amount: total, orderData });
    }
    // nginx hands the forty to the two processes in turn; both write to the one database.
    const answers = await Promise.all(bodies.map((body) => call(base, "POST", "/api/payment/charge", body, { cookie }, "127.0.0.40")));
    const statuses = answers.map((a) => a.status);
    const declined = statuses.filter((s) => s === 402).length;
    expect(statuses.filter((s) => s !== 402 && s !== 429)).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.body.message).toMatch(/^Too many declined or failed payments/);

    const db = new pg.Client({ connectionString: testDb.url! });
    await db.connect();
    try {
      const ledger = await db.query("select 1 from test_gateway_charges where outcome = 'declined'");
      expect(ledger.rowCount).toBe(declined);
      expect(declined).toBeLessThanOrEqual(5);
      console.info(`[cluster] 40 declined charges at once: ${declined} reached the gateway, ${40 - declined} answered 429`);
    } finally {
      await db.end();
    }
  }, 60_000);

  it("passes the journey through nginx and loses or doubles no order when a process is killed mid-run", async () => {
    const base = nginx.base;

    // Catalog.
    const catalog = await fetch(`${base}/api/products`);
    expect(catalog.status).toBe(200);
    const products = (await catalog.json()) as Product[];
    const product = products.find((p) => p.options.length === 0)!;
    expect(product).toBeDefined();

    // Admin: restock the product, upload an image, read it back from both processes directly.
    const admin = await call(base, "POST", "/api/admin/login", ADMIN);
    expect(admin.status).toBe(200);
    const adminHeaders = { cookie: admin.cookie! };
    const STOCK = 10_000;
    expect((await call(base, "PUT", `/api/products/${product.id}`, { ...product, inStock: STOCK }, adminHeaders)).status).toBe(200);
    const signed = await call(base, "POST", "/api/images/upload", undefined, adminHeaders);
    expect(signed.status).toBe(200);
    const uploadURL = signed.body.uploadURL as string;
    expect(uploadURL.startsWith(base)).toBe(true); // built from the Host nginx passes on
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);
    const put = await fetch(uploadURL, { method: "PUT", body: png, headers: { "content-type": "image/png" } });
    expect(put.status).toBe(200);
    const { objectPath } = (await put.json()) as { objectPath: string };
    for (const server of servers) {
      const got = await fetch(`${server.base}${objectPath}`);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    }

    // Customers: register, sign in (through nginx, landing on either process).
    const cookies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const cookie = await signUp(base, `cluster${i}`);
      expect((await call(base, "GET", "/api/user", undefined, { cookie })).status).toBe(200);
      cookies.push(cookie);
    }
    const { total, orderData } = await orderFor(base, product);

    /**
     * One order: a card token, then the charge, repeated with the same Idempotency-Key while the
     * answer is 502/409 or lost. Each customer pays from its own address: the charges the killed
     * process left unanswered count against the card-testing limit of their address for the hour.
     */
    async function placeOrder(cookie: string, from: string): Promise<{ key: string; outcome: "paid" | "unresolved" }> {
      const key = randomUUID();
      let token: Answer | undefined;
      for (let i = 0; i < 5 && token?.status !== 201 && token?.status !== 200; i++) {
        token = await call(base, "POST", "/api/payment/test-tokens", {
          cardNumber: "4111111111111111",
          month: "12",
          year: "2030",
          cardCode: "123",
          zip: "95472",
        }).catch(() => undefined);
      }
      const opaque = token!.body.opaqueData as { dataDescriptor: string; dataValue: string };
      const body = { opaqueDataDescriptor: opaque.dataDescriptor, opaqueDataValue: opaque.dataValue, amount: total, orderData };
      const deadline = Date.now() + 25_000;
      while (Date.now() < deadline) {
        const res = await call(base, "POST", "/api/payment/charge", body, { cookie, "idempotency-key": key }, from).catch(() => undefined);
        if (res?.status === 200 && res.body.success === true) return { key, outcome: "paid" };
        if (res && ![502, 503, 504, 409].includes(res.status))
          throw new Error(`charge answered ${res.status}: ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      return { key, outcome: "unresolved" };
    }

    // Checkouts from every customer; one process is killed while they run.
    const outcomes: { key: string; outcome: "paid" | "unresolved" }[] = [];
    const runUntil = Date.now() + 6_000;
    const killAt = setTimeout(() => servers[0]!.child.kill("SIGKILL"), 2_000);
    await Promise.all(
      cookies.map(async (cookie, i) => {
        while (Date.now() < runUntil) outcomes.push(await placeOrder(cookie, `127.0.0.${11 + i}`));
      }),
    );
    clearTimeout(killAt);
    expect(servers[0]!.child.signalCode).toBe("SIGKILL");
    const paidByClients = new Set(outcomes.filter((o) => o.outcome === "paid").map((o) => o.key));
    const unresolved = new Set(outcomes.filter((o) => o.outcome === "unresolved").map((o) => o.key));
    expect(paidByClients.size).toBeGreaterThan(10);

    // The admin's order list, through nginx, now answered by the survivor alone.
    const list = await fetch(`${base}/api/admin/orders?limit=1`, { headers: adminHeaders });
    expect(list.status).toBe(200);

    // Let the survivor reconcile whatever the killed process left reserved.
    const db = new pg.Client({ connectionString: testDb.url! });
    await db.connect();
    try {
      await expect
        .poll(async () => (await db.query("select 1 from orders where payment_status = 'reserved'")).rowCount, { timeout: 15_000 })
        .toBe(0);
      const paid = await db.query<{ key: string }>("select idempotency_key as key from orders where payment_status in ('paid', 'review')");
      const charges = await db.query("select 1 from test_gateway_charges where outcome = 'approved' and voided_at is null");
      const stock = await db.query<{ in_stock: number }>("select in_stock from products where id = $1", [product.id]);
      // Every order a customer was told is paid exists once; nothing was charged that is not an order.
      expect(new Set(paid.rows.map((r) => r.key)).size).toBe(paid.rowCount);
      // Every payment a customer was told of is an order; any other order is one whose customer gave up
      // waiting for the answer (reconciliation placed it after the client's deadline), never a stray one.
      const paidKeys = new Set(paid.rows.map((r) => r.key));
      expect([...paidByClients].filter((key) => !paidKeys.has(key))).toEqual([]);
      expect([...paidKeys].filter((key) => !paidByClients.has(key) && !unresolved.has(key))).toEqual([]);
      expect(charges.rowCount).toBe(paid.rowCount);
      expect(stock.rows[0]!.in_stock).toBe(STOCK - paid.rowCount!);
      expect(Number(list.headers.get("x-total-count"))).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  }, 90_000);
});
