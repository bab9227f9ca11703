// The public pages from the sources, for the server tests: index.html as the template and
// src/client/entry-server.tsx as the renderer (Vitest compiles it), so no build is needed.
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PageSource, RenderPage } from "../../src/shared/ssr-page";

const template = fileURLToPath(new URL("../../index.html", import.meta.url));
const entry = fileURLToPath(new URL("../../src/client/entry-server.tsx", import.meta.url));

export const sourcePages: PageSource = {
  template: () => readFileSync(template, "utf8"),
  async loadRenderer() {
    const mod = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { renderPage: RenderPage };
    return mod.renderPage;
  },
  readAsset: () => undefined,
};
