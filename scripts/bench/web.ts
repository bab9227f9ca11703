// Lighthouse 12 (mobile profile, default simulated throttling) on the storefront's first pages, in Debian's Chromium.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { RunningServer } from "../lib/spawn-server";

export interface WebResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  /** What Lighthouse still flags: failed audits with their titles (and savings, when it estimates them). */
  flagged: string[];
}

const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, cls: 0.05 };

export async function benchLighthouse(
  shop: RunningServer,
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
): Promise<WebResult[]> {
  const [first] = (await (await fetch(`${shop.base}/api/products`)).json()) as { id: string }[];
  const pages = ["/", "/products", ...(first ? [`/products/${first.id}`] : [])];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const results: WebResult[] = [];
  try {
    for (const page of pages) {
      await (await fetch(`${shop.base}${page}`)).arrayBuffer(); // the page cache is warm, as for every visitor after the first
      const answer = await lighthouse(`${shop.base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = answer.lhr;
      // LIGHTHOUSE_JSON_DIR=<dir>: keep each page's whole report (every audit's details) for a closer look.
      const keepDir = process.env.LIGHTHOUSE_JSON_DIR;
      if (keepDir) {
        mkdirSync(keepDir, { recursive: true });
        const name = page === "/" ? "home" : page.startsWith("/products/") ? "product" : page.slice(1).replaceAll("/", "-");
        writeFileSync(path.join(keepDir, `${name}.json`), JSON.stringify(answer.lhr));
      }
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const flagged = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual",
        )
        .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      results.push({
        page: page.startsWith("/products/") ? "/products/<id>" : page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        flagged,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function printLighthouse(results: WebResult[]): void {
  console.log("\nLighthouse 12, mobile, default throttling (goals: perf >= 95, a11y 100, BP 100, SEO 100, LCP <= 2.0 s, CLS <= 0.05):");
  console.log("  page               perf   a11y    BP    SEO      LCP     CLS");
  for (const r of results) {
    console.log(
      `  ${r.page.padEnd(17)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(6)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(6)} ${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${r.cls.toFixed(3).padStart(7)}`,
    );
    for (const line of r.flagged) console.log(`      flagged: ${line}`);
  }
  const met = results.every(
    (r) =>
      r.performance >= GOALS.performance &&
      r.accessibility >= GOALS.accessibility &&
      r.bestPractices >= GOALS.bestPractices &&
      r.seo >= GOALS.seo &&
      r.lcpMs <= GOALS.lcpMs &&
      r.cls <= GOALS.cls,
  );
  console.log(`  goals: ${met ? "MET" : "MISSED"}`);
}
