import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where `npm run build` puts the server renderer (scripts/build.ts, buildSsr). */
export const ssrDir = fileURLToPath(new URL("../../../../dist/ssr", import.meta.url));
const sourceEntry = fileURLToPath(new URL("../../../client/entry-server.tsx", import.meta.url));

/** What src/client/entry-server.tsx renders from: GET /api/products' and /api/categories' answers. */
export interface PageData {
  products: unknown;
  categories: unknown;
}

export interface RenderedPage {
  html: string;
  state: string;
}

export type RenderPage = (url: string, data: PageData) => Promise<RenderedPage>;

/**
 * The built renderer (dist/ssr/entry-server.js); under Vitest the source itself, which Vitest
 * compiles, so server tests need no build. Undefined when not built: pages then go out as the SPA shell.
 */
export async function loadPageRenderer(): Promise<RenderPage | undefined> {
  const built = path.join(ssrDir, "entry-server.js");
  const file = process.env.VITEST ? sourceEntry : existsSync(built) ? built : undefined;
  if (!file) return undefined;
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { renderPage: RenderPage };
  return mod.renderPage;
}
