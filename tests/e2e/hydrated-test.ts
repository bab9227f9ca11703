import { test as base, type Page } from "@playwright/test";

/** Resolves once a server-rendered page is hydrated (at once on a client-rendered page). */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => !document.getElementById("page-state") || document.documentElement.dataset.hydrated === "true");

/**
 * Playwright's `test`, whose `page.goto` returns once a server-rendered page is hydrated: its HTML
 * shows before React handles clicks and changes, and a click or a select change made before that
 * is lost, as for a person (extensions §5). Client-rendered pages (no page state) return at once.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
