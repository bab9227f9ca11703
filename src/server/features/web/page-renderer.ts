import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PageSource, RenderPage } from "../../../shared/ssr-page";

/** Where `npm run build` puts the client and the server renderer (scripts/build.ts). */
export const clientDir = fileURLToPath(new URL("../../../../dist/client", import.meta.url));
export const ssrDir = fileURLToPath(new URL("../../../../dist/ssr", import.meta.url));

/** The build in dist/: dist/client/index.html and dist/ssr/entry-server.js. */
export const builtPages: PageSource = {
  template: () => {
    const indexPath = path.join(clientDir, "index.html");
    return existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
  },
  async loadRenderer() {
    const built = path.join(ssrDir, "entry-server.js");
    if (!existsSync(built)) return undefined;
    const mod = (await import(/* @vite-ignore */ pathToFileURL(built).href)) as { renderPage: RenderPage };
    return mod.renderPage;
  },
  readAsset: (href) => {
    const file = path.join(clientDir, href);
    return file.startsWith(clientDir + path.sep) && existsSync(file) ? readFileSync(file, "utf8") : undefined;
  },
};
