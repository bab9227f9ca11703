import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// How the journeys look at what they built as a person would: at a phone's and a desktop's width.

/** WCAG 2.2 A/AA, the tags most journeys check with. */
export const WCAG22_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Axe at a desktop and a phone width: no serious or critical violation of `tags`; back at 1280 px after. */
export async function expectAccessibleAtBothWidths(page: Page, what: string, tags: string[] = WCAG22_TAGS): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // Not inside a sandboxed frame (the e-mail preview): axe cannot run there and would wait for it.
    const results = await new AxeBuilder({ page }).withTags(tags).exclude('iframe[sandbox=""]').analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
    expect(serious, `${what} at ${viewport.width} px\n${serious.join("\n")}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The page as a phone and a laptop show it, kept in .tmp/screenshots for a person to look at. */
export async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
