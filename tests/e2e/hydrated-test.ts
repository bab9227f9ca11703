import { test as base, type BrowserContext, type Page } from "@playwright/test";

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
    await use(hydrating(page));
  },
});

/** Makes `page.goto` return once a server-rendered page is hydrated, as the `page` fixture's does. */
export function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** A new page of a second browser context (another person), whose `page.goto` waits for hydration too. */
export const newHydratedPage = async (context: BrowserContext): Promise<Page> => hydrating(await context.newPage());
