import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, AppInstance } from "../../app-types";
import { sendEncoded } from "../../http/encoded-answer";
import type { CachedJson } from "../../domain/catalog/json-cache";
import { escapeHtml } from "../../lib/html";
import { EARLY_TAPS_SCRIPT } from "../../../shared/early-taps";
import { pageMeta, productListMeta, type PageMeta } from "./page-meta";
import { cachedPage, encodeOnce, PageCache, type CachedPage, type PageEncoding } from "./page-cache";
import { clientDir } from "./page-renderer";
import type { PageData, RenderPage } from "../../../shared/ssr-page";
import { searchPageQuery, searchQueryString } from "../../../shared/search-page-query";
import { searchProducts } from "../../domain/catalog/catalog-search";
import { listPageCount, pageCatalogOf, productsShown, publicPage, RENDERED_PATHS, type PageCatalog } from "./public-pages";
import { productsById } from "../../domain/catalog/catalog-cache";
import type { Category, Product } from "../../../shared/contracts/catalog";
import { RendererBusy, RenderQueue } from "./render-queue";

/** Pages the rendered pages' cache holds at most; its bytes are bounded by PAGE_CACHE_MAX_MB (config.ts). */
const PAGE_CACHE_MAX_ENTRIES = 20_000;

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

/**
 * The template with the script that keeps taps made before the app has run (decision 0082) in its
 * head: it runs before the body is parsed, so no server-rendered control is tappable before it.
 * The CSP allows it by its hash (src/server/http/security.ts).
 */
export function withEarlyTapsScript(template: string): string {
  return template.replace("</head>", () => `  <script>${EARLY_TAPS_SCRIPT}</script>\n  </head>`);
}

/** The admin login and the admin panel: never in search results, whoever links to them. */
export function isAdminPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return path === "/bmivopcf" || path === "/admin" || path.startsWith("/admin/");
}

/** Misses that may wait for the renderer; more are answered client-rendered (the app renders them in the browser). */
const MAX_WAITING_RENDERS = 8;

/** A page in the encoding the request accepts (made by `encode`), with an ETag (a matching If-None-Match gets a 304). */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  encode: (encoding: PageEncoding) => Buffer | Promise<Buffer>,
  cacheControl: string,
) {
  const answer = { status: page.status, type: "text/html; charset=utf-8", body: page.body, etag: page.etag, cacheControl };
  return sendEncoded(request, reply, { ...answer, encode });
}

/**
 * The built client, with the SPA fallback; unknown /api and /objects paths stay JSON 404s. The public
 * pages are server-rendered with their data (extensions §5) and cached per URL until the catalog changes.
 */
export async function webRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // The built client's files are served when there is a build; the pages come from deps.pages
  // (the build, or in the server tests the sources).
  const built = existsSync(path.join(clientDir, "index.html"));
  const source = deps.pages.template();
  const template = source === undefined ? undefined : withEarlyTapsScript(inlineStylesheets(source, deps.pages.readAsset));
  // The server renderer (React and the pages, about a second to import on a busy machine) loads
  // while the server starts listening: /readyz and the API do not wait for it, a page does.
  // Should it fail to load, pages are sent client-rendered (as when one render fails) and the
  // error is logged.
  const rendererLoad: Promise<RenderPage | undefined> = template
    ? deps.pages.loadRenderer().catch((error: unknown) => {
        app.log.error({ err: error }, "the server renderer could not be loaded: pages are sent client-rendered");
        return undefined;
      })
    : Promise.resolve(undefined);
  let loadedRenderer: RenderPage | undefined;
  void rendererLoad.then((renderer) => (loadedRenderer = renderer));
  const pages = new PageCache({ maxEntries: PAGE_CACHE_MAX_ENTRIES, maxBytes: deps.config.PAGE_CACHE_MAX_MB * 1024 * 1024 });
  // The same moments as the JSON catalog's: an edit here, or another process's NOTIFY. A stock change
  // drops only the pages that show one of its products (decision 0083).
  const unsubscribe = deps.catalog.onInvalidate((change) => {
    if (change === "all") {
      pages.invalidate();
      keys = undefined;
      keysVersion++;
    } else pages.dropProducts(change.stock);
  });
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

  // The catalog the pages are keyed and rendered by, made again only when a list is rebuilt. Without
  // an await while both lists are cached: a cached page is answered in the request's own turn.
  type Catalog = { products: CachedJson; categories: CachedJson; pages: PageCatalog };
  let catalog: Catalog | undefined;
  // What the pages are keyed by (ids, categories, counts) does not change with stock: after a stock
  // change a cached page is found at once, without waiting for the product list to be made again.
  let keys: PageCatalog | undefined;
  let keysVersion = 0;
  function pageCatalog(): Catalog | Promise<Catalog> {
    const products = deps.catalog.products.get();
    const categories = deps.catalog.categories.get();
    if (products instanceof Promise || categories instanceof Promise) {
      return Promise.all([products, categories]).then(([p, c]) => ({ products: p, categories: c, pages: pageCatalogOf(p, c) }));
    }
    if (catalog?.products !== products || catalog.categories !== categories)
      catalog = { products, categories, pages: pageCatalogOf(products, categories) };
    return catalog;
  }

  /**
   * Whether a page rendered from the product list `from` may be kept: the list is still the one
   * cached, or every product the page shows is the same in the one cached now (a stock change
   * patches only its products into a new list: decision 0083).
   */
  function stillTrue(from: CachedJson, page: CachedPage): boolean {
    const now = deps.catalog.products.peek();
    if (now === from || !page.products) return true;
    if (!now) return false;
    const before = productsById(from);
    const after = productsById(now);
    for (const id of page.products) if (before.get(id) !== after.get(id)) return false;
    return true;
  }

  const renders = new RenderQueue(MAX_WAITING_RENDERS);

  /** The search page's results, asked as the page will ask (its URL is canonical already: public-pages.ts). */
  async function searchData(url: string, data: PageCatalog): Promise<Pick<PageData, "search">> {
    const [pathname, search = ""] = url.split("?");
    if (pathname !== "/search") return {};
    const query = searchPageQuery(new URLSearchParams(search), data.categories);
    if (!query.q) return {};
    return {
      search: {
        query: searchQueryString(query),
        result: await searchProducts(deps.db, deps.catalog, { ...query, category: query.category }),
      },
    };
  }

  function renderPublic(url: string, origin: string, render: RenderPage, data: PageCatalog): Promise<CachedPage> {
    return renders.run(async () => {
      deps.metrics.pageRenders.inc({ kind: "server" });
      const pathname = url.split("?")[0]!;
      const meta =
        pathname === "/products" ? productListMeta(url, origin, listPageCount(url, data)) : await pageMeta(pathname, deps, origin);
      const search = await searchData(url, data);
      const rendered = await render(url, { ...data, ...search });
      const shown = productsShown(url, data.products as Product[], data.categories as Category[], search.search?.result);
      return cachedPage(meta.status, withRenderedRoot(renderIndex(template!, meta), rendered.html, rendered.state), shown);
    });
  }

  /** A page from the cache (rendered by `render` on a miss), or rendered for this request alone without a key. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | undefined,
    render: () => Promise<CachedPage>,
    cacheControl: string,
    keep?: (page: CachedPage) => boolean,
  ) {
    const page = key === undefined ? await render() : (pages.lookup(key) ?? (await pages.get(key, render, keep)));
    const encode = (encoding: PageEncoding) => (key === undefined ? encodeOnce(page, encoding) : pages.encoded(key, page, encoding));
    return sendPage(request, reply, page, encode, cacheControl);
  }

  /**
   * Any page of the shop: a public one server-rendered, else the client-rendered shell, both from the
   * cache. A public page is cached under its normalised URL (public-pages.ts: what the page does not
   * read is not in the key, an unknown product is one page); a shell under its head, which is all that
   * differs between shells (every unknown path shares the one "Page Not Found").
   */
  async function answerPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (isAdminPage(pathname)) reply.header("x-robots-tag", "noindex, nofollow");
    if (!template) {
      return reply.code(503).type("text/plain").send("The client is not built yet: run `npm run build` (npm start does it).");
    }
    const origin = deps.publicOrigin(request);
    const renderer = loadedRenderer ?? (await rendererLoad);
    if (renderer) {
      let keyedBy = keys;
      if (!keyedBy) {
        const version = keysVersion;
        const known = pageCatalog();
        keyedBy = (known instanceof Promise ? await known : known).pages;
        if (version === keysVersion) keys = keyedBy; // else the catalog changed meanwhile: not kept
      }
      const page = publicPage(request.url, keyedBy);
      if (page) {
        // Rendered from the current lists; kept if what it shows is still what they say.
        let from: CachedJson | undefined;
        const render = async () => {
          const known = pageCatalog();
          const fresh = known instanceof Promise ? await known : known;
          from = fresh.products;
          return renderPublic(page.url, origin, renderer, fresh.pages);
        };
        const keep = (rendered: CachedPage) => from !== undefined && stillTrue(from, rendered);
        try {
          return await answer(request, reply, page.cacheable ? `${origin}${page.url}` : undefined, render, "no-cache", keep);
        } catch (error) {
          // The page still works as the client-rendered shell; a failure is logged for the admin.
          if (!(error instanceof RendererBusy))
            request.log.error({ err: error, url: page.url }, "server rendering failed: sending the client-rendered page");
        }
      }
    }
    const meta = await pageMeta(pathname, deps, origin);
    const key = `shell ${meta.status}\n${meta.title}\n${meta.description}\n${meta.head ?? ""}`;
    const shell = async () => {
      deps.metrics.pageRenders.inc({ kind: "shell" });
      return cachedPage(meta.status, renderIndex(template, meta));
    };
    return answer(request, reply, key, shell, meta.private ? "private, no-cache" : "no-cache");
  }

  // The public pages have routes of their own: found by the router at once rather than after a miss
  // (decision 0043); every other path (with trailing slash, other case, client-rendered) still
  // comes through the not-found handler below, to the same answer.
  const onPublicPath = (request: FastifyRequest, reply: FastifyReply) => answerPage(request, reply, request.url.split("?")[0] ?? "/");
  // sendPage sends the cached page already compressed: @fastify/compress has nothing to do here.
  for (const publicPath of [...RENDERED_PATHS, "/products/:id"]) app.get(publicPath, { compress: false }, onPublicPath);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // A known path asked with a method it does not take (extensions §10).
    const allowed = app.allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header("allow", allowed.join(", "))
        .send({ message: `Method ${request.method} is not allowed on ${pathname}; allowed: ${allowed.join(", ")}` });
    }
    const isPage = (request.method === "GET" || request.method === "HEAD") && !/^\/(api|objects)(\/|$)/.test(pathname);
    if (!isPage) return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    return answerPage(request, reply, pathname);
  });
}
