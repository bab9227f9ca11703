import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildProductInput, createCategory, createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ env: { PUBLIC_URL: "https://shop.example.com", ALLOWED_HOSTS: "localhost" }, admin: true });

/** The markup React rendered into #root, before any script runs. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function pageState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

describe("server-rendered public pages (extensions §5)", () => {
  it("every page's one inline script (taps before the app has run, decision 0082) is allowed by its hash, and no other", async () => {
    const category = await createCategory(t.deps.db, { name: "Probe Amplifiers" });
    const product = await createProduct(t.deps.db, { name: "150A EMC Probe Amplifier", categoryId: category.id });
    for (const url of [`/products/${product.id}`, "/", "/checkout"]) {
      const res = await t.app.inject({ method: "GET", url });
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline, url).toHaveLength(1);
      expect(head, url).toContain(`<script>${inline[0]}</script>`);
      expect(inline[0]!.length).toBeLessThan(400);
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers["content-security-policy"] as string)?.[1]?.split(" ");
      const hash = `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`;
      expect(scriptSrc).toEqual(["'self'", hash]);
    }
  });

  it("a product page holds its name, price and specifications in the first answer, with its data for hydration", async () => {
    const category = await createCategory(t.deps.db, { name: "Probe Amplifiers" });
    const product = await createProduct(t.deps.db, {
      name: "150A EMC Probe Amplifier",
      price: "38040.00",
      categoryId: category.id,
      specifications: "Gain: 30 dB\nNoise figure: 4.5 dB",
    });
    const res = await t.app.inject({ method: "GET", url: `/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const root = rootOf(res.body);
    expect(root).toContain("<h1");
    expect(root).toContain("150A EMC Probe Amplifier");
    expect(root).toContain("$38,040.00");
    expect(root).toMatch(/<th[^>]*>Gain<\/th><td[^>]*>30 dB<\/td>/);
    expect(root).toMatch(/<th[^>]*>Noise figure<\/th><td[^>]*>4.5 dB<\/td>/);
    // Whole HTML: no fallback waiting for inline scripts (the CSP allows none).
    expect(root).not.toContain("<script");
    // Title and meta come with it, as before.
    expect(res.body).toContain("<title>150A EMC Probe Amplifier | Gravenstein RF Instruments</title>");
    expect(res.body).toContain('<script type="application/ld+json">');
    // The data React hydrates from: its product, as GET /api/products/{id} answers it (issue 23).
    const state = pageState(res.body);
    const api = await t.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    const products = state.queries.filter((q) => q.queryKey[0] === "/api/products");
    expect(products).toEqual([expect.objectContaining({ queryKey: ["/api/products", product.id] })]);
    expect(products[0]!.state.data).toEqual(api.json());
    expect(state.queries.map((q) => q.queryKey[0])).not.toContain("/api/user");
  });

  it("the home page and the product list render their products; the list keeps its filter from the URL", async () => {
    const probes = await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const coils = await createCategory(t.deps.db, { name: "Helmholtz Coils" });
    await createProduct(t.deps.db, { name: "100A H-Field Probe", categoryId: probes.id });
    await createProduct(t.deps.db, { name: "135A RF Helmholtz Coil", categoryId: coils.id });

    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(rootOf(home.body)).toContain("Best Sellers");
    expect(rootOf(home.body)).toContain("Helmholtz Coils");

    const list = rootOf((await t.app.inject({ method: "GET", url: "/products" })).body);
    expect(list).toContain("100A H-Field Probe");
    expect(list).toContain("135A RF Helmholtz Coil");

    const filtered = rootOf((await t.app.inject({ method: "GET", url: "/products?category=Helmholtz%20Coils&utm_source=x" })).body);
    expect(filtered).toContain("135A RF Helmholtz Coil");
    expect(filtered).not.toContain("100A H-Field Probe");
  });

  it("company pages and the technical papers render their text; the papers' text is not repeated as data", async () => {
    const about = await t.app.inject({ method: "GET", url: "/about" });
    expect(rootOf(about.body)).toContain("Sebastopol");
    const papers = await t.app.inject({ method: "GET", url: "/technical-papers" });
    expect(rootOf(papers.body)).toContain("Technical Papers");
    expect(rootOf(papers.body)).toMatch(/<article|<h3/);
    expect(pageState(papers.body).queries.map((q) => q.queryKey[0])).not.toContain("content");
  });

  it("the certificate check renders its form; the numbers asked about never reach the page, so every check shares one page", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/verify-certificate" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain("<title>Verify a Calibration Certificate | Gravenstein RF Instruments</title>");
    expect(rootOf(plain.body)).toContain("Verify a Calibration Certificate");
    expect(rootOf(plain.body)).toMatch(/<input[^>]*id="verify-serial"/);
    const asked = await t.app.inject({ method: "GET", url: "/verify-certificate?serial=GRF-SECRET-1&certificate=CAL-SECRET-2" });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).not.toMatch(/SECRET/);
    expect(asked.headers.etag).toBe(plain.headers.etag);
    expect(pageState(asked.body).queries.map((q) => String(q.queryKey[0]))).not.toContainEqual(expect.stringContaining("certificates"));
  });

  it("an unknown product keeps its 404 status, rendered as the not-found page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/products/00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain("Product Not Found");
    expect((await t.app.inject({ method: "GET", url: "/products/not-a-uuid" })).statusCode).toBe(404);
  });

  it("the order confirmation page answers 200 for any well-formed order id, kept out of shared caches and search results", async () => {
    // Whoever asks, signed in or not, with a real order or not: the app decides what to show (the order, or a sign-in).
    for (const headers of [{}, { cookie: t.admin }]) {
      const res = await t.app.inject({ method: "GET", url: "/orders/6f1c2b9e-4d3a-4c8b-9e2f-0a1b2c3d4e5f", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain("<title>Order | Gravenstein RF Instruments</title>");
      expect(res.body).toContain('<div id="root"></div>');
    }
    for (const url of ["/orders/not-an-id", "/orders/6f1c2b9e/extra"])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/orders" })).headers["cache-control"]).toBe("private, no-cache");
  });

  it("checkout, account (My Instruments too) and admin stay the client-rendered shell, answered 200", async () => {
    for (const url of ["/checkout", "/account", "/account/instruments", "/auth", "/admin/dashboard"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="page-state"');
    }
  });

  it("answers a cached page compressed, with an ETag; the same bytes for a signed-in visitor", async () => {
    const product = await createProduct(t.deps.db, { name: "120A Probe Set" });
    const url = `/products/${product.id}`;
    const first = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toContain("accept-encoding");
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain("120A Probe Set");
    const gzip = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    // Nothing per user is rendered: the admin's request gets the anonymous page.
    const asAdmin = await t.app.inject({ method: "GET", url, headers: { cookie: t.admin } });
    expect(asAdmin.body).toBe(html);
  });

  it("an admin's product edit shows on the next request of its page (the cache is invalidated with the catalog)", async () => {
    const category = await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const product = await createProduct(t.deps.db, { name: "100A H-Field Probe", price: "1295.00", categoryId: category.id });
    const url = `/products/${product.id}`;
    expect((await t.app.inject({ method: "GET", url })).body).toContain("$1,295.00");
    expect((await t.app.inject({ method: "GET", url })).body).toContain("$1,295.00"); // from the cache

    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: { cookie: t.admin },
      payload: buildProductInput({ name: "100A H-Field Probe", category: "Near-Field Probes", price: "1450.00" }),
    });
    expect(edit.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url });
    expect(rootOf(after.body)).toContain("$1,450.00");
    expect(after.body).not.toContain("$1,295.00");
    expect((await t.app.inject({ method: "GET", url: "/products" })).body).toContain("$1,450.00");
  });
});
