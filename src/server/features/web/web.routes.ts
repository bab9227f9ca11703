import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, AppInstance } from "../../app-types";
import { compressBody } from "../../http/compress-body";
import { escapeHtml } from "../../lib/html";
import { pageMeta, type PageMeta } from "./page-meta";
import { cachedPage, PageCache, type CachedPage } from "./page-cache";
import { loadPageRenderer, type RenderPage } from "./page-renderer";
import { publicPage, RENDERED_PATHS } from "./public-pages";

export const clientDir = fileURLToPath(new URL("../../../../dist/client", import.meta.url));
const sourceTemplate = fileURLToPath(new URL("../../../../index.html", import.meta.url));

/** Bounds of the rendered pages' cache: every product page and list view fits many times over. */
export const PAGE_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

export function renderIndex(template: string, meta: PageMeta): string {
  const head =
    `<title>${escapeHtml(meta.title)}</title>\n` +
    `    <meta name="description" content="${escapeHtml(meta.description)}" />\n` +
    (meta.head ? `    ${meta.head}\n` : "");
  // A function replacement: "$&" or "$'" in a product name must stay literal text.
  return template.replace(/<title>[\s\S]*?<\/title>\s*/, "").replace("</head>", () => `    ${head}  </head>`);
}

/** The server-rendered markup in #root, followed by the queries it was rendered from (read by src/client/boot.tsx). */
export function withRenderedRoot(html: string, root: string, state: string): string {
  const json = state
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${root}</div>\n    <script type="application/json" id="page-state">${json}</script>`,
  );
}

/**
 * The template with its built stylesheets inlined: a linked stylesheet blocked the first paint of a
 * server-rendered page for a whole round trip on a phone (decision 0043). The CSP allows inline styles.
 * A stylesheet that is missing, or that could close the <style> element, stays linked.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | undefined): string {
  return template.replace(/<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href);
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css.trim()}</style>`;
  });
}

/** The admin login and the admin panel: never in search results, whoever links to them. */
export function isAdminPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return path === "/bmivopcf" || path === "/admin" || path.startsWith("/admin/");
}

/** A rendered page in the encoding the request accepts, with an ETag (a matching If-None-Match gets a 304). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.code(page.status).header("cache-control", "no-cache").header("vary", "accept-encoding").type("text/html; charset=utf-8");
  if (page.status === 200) {
    reply.header("etag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  }
  const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), ["br", "gzip"]);
  if (encoding === "br" || encoding === "gzip") return reply.header("content-encoding", encoding).send(page[encoding]);
  return reply.send(page.body);
}

/**
 * The built client, with the SPA fallback; unknown /api and /objects paths stay JSON 404s. The public
 * pages are server-rendered with their data (extensions §5) and cached per URL until the catalog changes.
 */
export async function webRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const indexPath = path.join(clientDir, "index.html");
  const built = existsSync(indexPath);
  // Under Vitest the source template stands in, so the server tests render pages without a build.
  const readAsset = (href: string) => {
    const file = path.join(clientDir, href);
    return file.startsWith(clientDir + path.sep) && existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const template = built
    ? inlineStylesheets(readFileSync(indexPath, "utf8"), readAsset)
    : process.env.VITEST
      ? readFileSync(sourceTemplate, "utf8")
      : undefined;
  // The server renderer (React and the pages, about a second to import on a busy machine) loads
  // while the server starts listening: /readyz and the API do not wait for it, a page does.
  // Should it fail to load, pages are sent client-rendered (as when one render fails) and the
  // error is logged.
  const rendererLoad: Promise<RenderPage | undefined> = template
    ? loadPageRenderer().catch((error: unknown) => {
        app.log.error({ err: error }, "the server renderer could not be loaded: pages are sent client-rendered");
        return undefined;
      })
    : Promise.resolve(undefined);
  const pages = new PageCache(PAGE_CACHE_LIMITS);
  // The same moments as the JSON catalog's: an edit here, or another process's NOTIFY.
  const unsubscribe = deps.catalog.onInvalidate(() => pages.invalidate());
  app.addHook("onClose", async () => unsubscribe());

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies made by scripts/compress-assets.ts, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.(js|css|woff2?)(\.br|\.gz)?$/.test(filePath);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  async function renderPublic(url: string, pathname: string, origin: string, render: RenderPage, shell: string): Promise<CachedPage> {
    const meta = await pageMeta(pathname, deps, origin);
    const [products, categories] = await Promise.all([deps.catalog.products.get(), deps.catalog.categories.get()]);
    const rendered = await render(url, {
      products: JSON.parse(products.body.toString("utf8")) as unknown,
      categories: JSON.parse(categories.body.toString("utf8")) as unknown,
    });
    return cachedPage(meta.status, withRenderedRoot(renderIndex(shell, meta), rendered.html, rendered.state));
  }

  /** Any page of the shop: server-rendered when public (from the cache), else the client-rendered shell. */
  async function answerPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (isAdminPage(pathname)) reply.header("x-robots-tag", "noindex, nofollow");
    if (!template) {
      return reply.code(503).type("text/plain").send("The client is not built yet: run `npm run build` (npm start does it).");
    }
    const renderer = await rendererLoad;
    const page = renderer ? publicPage(request.url) : undefined;
    if (page && renderer) {
      const origin = deps.publicOrigin(request);
      const render = () => renderPublic(page.url, page.url.split("?")[0]!, origin, renderer, template);
      try {
        return await sendPage(request, reply, page.cacheable ? await pages.get(`${origin}${page.url}`, render) : await render());
      } catch (error) {
        // The page still works as the client-rendered shell; the failure is logged for the admin.
        request.log.error({ err: error, url: page.url }, "server rendering failed: sending the client-rendered page");
      }
    }
    const meta = await pageMeta(pathname, deps, deps.publicOrigin(request));
    reply.code(meta.status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
    return reply.send(compressBody(request, reply, renderIndex(template, meta)));
  }

  // The public pages have routes of their own: found by the router at once rather than after a miss
  // (decision 0043); every other path (with trailing slash, other case, client-rendered) still
  // comes through the not-found handler below, to the same answer.
  const onPublicPath = (request: FastifyRequest, reply: FastifyReply) => answerPage(request, reply, request.url.split("?")[0] ?? "/");
  // sendPage sends the cached page already compressed: @fastify/compress has nothing to do here.
  for (const publicPath of [...RENDERED_PATHS, "/products/:id"]) app.get(publicPath, { compress: false }, onPublicPath);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !/^\/(api|objects)(\/|$)/.test(pathname);
    if (!isPage) return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    return answerPage(request, reply, pathname);
  });
}
