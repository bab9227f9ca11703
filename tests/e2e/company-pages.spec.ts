import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./hydrated-test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { uniqueName } from "./fixtures";

const outboxDir = path.resolve(E2E_DATA_DIR, "outbox");
const outboxMails = () =>
  existsSync(outboxDir)
    ? readdirSync(outboxDir)
        .filter((f) => f.endsWith(".eml"))
        .map((f) => readFileSync(path.join(outboxDir, f), "utf8"))
    : [];

test.describe("company pages", () => {
  const pages = [
    { path: "/about", heading: "About Gravenstein RF Instruments", texts: ["2004", "Sebastopol"], title: "About Us" },
    {
      path: "/services",
      heading: "Consulting Services",
      texts: ["Custom Probe Design", "Custom Electronics Design and Manufacturing"],
      title: "Consulting Services",
    },
    { path: "/consulting", heading: "Engineering Consulting", texts: ["18-20 GHz", "System integration"], title: "Consulting" },
    {
      path: "/shipping-returns",
      heading: "Shipping & Returns",
      texts: ["30-day unconditional return", "5-7 business days"],
      title: "Shipping & Returns",
    },
    { path: "/privacy-policy", heading: "Privacy Policy", texts: ["Payment card data", "local storage"], title: "Privacy Policy" },
    {
      path: "/terms-conditions",
      heading: "Terms & Conditions",
      texts: ["Last updated: October 2025", "State of California", "Payment on delivery"],
      title: "Terms & Conditions",
    },
  ];

  for (const p of pages) {
    test(`${p.path} shows its content and title`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
      const main = page.getByRole("main");
      for (const text of p.texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page).toHaveTitle(`${p.title} | Gravenstein RF Instruments`);
    });
  }

  test("technical papers: 10 collapsible articles with PDFs, and product datasheets", async ({ page }) => {
    await page.goto("/technical-papers");
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(10);

    const first = articles.first();
    const firstSection = "What a near-field probe actually measures";
    await expect(first.getByRole("heading", { name: firstSection })).toBeHidden();
    await first.getByRole("button", { name: "Read Article" }).click();
    await expect(first.getByRole("heading", { name: firstSection })).toBeVisible();
    await first.getByRole("button", { name: "Hide Article" }).last().click();
    await expect(first.getByRole("heading", { name: firstSection })).toBeHidden();

    const pdfHref = await first.getByRole("link", { name: /Download PDF/ }).getAttribute("href");
    expect(pdfHref).toMatch(/^\/assets\/papers\/[a-z0-9-]+\.pdf$/);
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const datasheets = page.getByRole("region", { name: "Product Datasheets" });
    const sheet = datasheets.getByRole("link", { name: "101A EMC Probe Set Datasheet (PDF)" });
    await expect(sheet).toBeVisible();
    const sheetPdf = await page.request.get((await sheet.getAttribute("href"))!);
    expect(sheetPdf.status()).toBe(200);
    expect(sheetPdf.headers()["content-type"]).toContain("application/pdf");
  });
});

test.describe("contact form", () => {
  test("shows a message for each invalid field", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    for (const info of [
      "Sebastopol, California 95472",
      "(707) 555-0142",
      "sales@gravensteinrf.com",
      "Monday-Friday 9AM-5PM PST",
      "We respond within 24 hours",
    ]) {
      await expect(main.getByText(info).first()).toBeVisible();
    }
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  });

  test("a valid message is confirmed and lands in the shop's outbox", async ({ page }) => {
    const marker = uniqueName("contact");
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Katherine Johnson");
    await page.getByLabel("Email").fill("katherine@example.com");
    await page.getByLabel(/Phone/).fill("(707) 555-0100");
    await page.getByLabel("Message").fill(`Quote request ${marker}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("");

    await expect.poll(() => outboxMails().filter((mail) => mail.includes(marker)).length).toBe(1);
    const mail = outboxMails().find((m) => m.includes(marker))!;
    expect(mail).toContain("Subject: Website contact: Katherine Johnson");
    expect(mail).toContain("Reply-To: katherine@example.com");
  });
});

test("a product page's served HTML carries its title and Product JSON-LD", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as { id: string; name: string }[];
  const product = products.find((p) => p.name === "101A EMC Probe Set");
  expect(product).toBeDefined();
  const res = await page.request.get(`/products/${product!.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>101A EMC Probe Set | Gravenstein RF Instruments</title>");
  expect(html).toContain('<meta property="og:type" content="product" />');
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(ld!)).toMatchObject({
    "@type": "Product",
    name: "101A EMC Probe Set",
    sku: product!.id,
    offers: { priceCurrency: "USD" },
  });

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/products/${product!.id}</loc>`);
});
