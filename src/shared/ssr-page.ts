// What the server renderer of the public pages (src/client/entry-server.tsx, built to
// dist/ssr/entry-server.js) and the server that loads it (src/server/features/web) agree on.

/** The API's answers the public pages read, exactly as GET /api/products and /api/categories send them. */
export interface PageData {
  products: unknown;
  categories: unknown;
  /** The search page's answer (GET /api/search as it sends it) for its canonical query string. */
  search?: { query: string; result: unknown };
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The dehydrated queries, as JSON (not yet escaped for a script element). */
  state: string;
}

/** The renderer's entry: entry-server.tsx exports it as `renderPage`. */
export type RenderPage = (url: string, data: PageData) => Promise<RenderedPage>;

/**
 * Where the public pages come from: the page template (index.html) and the server renderer of
 * src/client/entry-server.tsx. The shop serves the build; the server tests pass the sources
 * (tests/support/source-pages.ts), so they render pages without a build.
 */
export interface PageSource {
  /** The built index.html (undefined: no client build, pages go out as the API's 404). */
  template(): string | undefined;
  /** The renderer (undefined: not built, pages go out as the client-rendered shell). */
  loadRenderer(): Promise<RenderPage | undefined>;
  /** Reads a built asset by its /assets path (the stylesheets inlined into the template). */
  readAsset(href: string): string | undefined;
}
