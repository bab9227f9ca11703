import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { AppDeps, AppInstance } from "../../app-types";
import { compressBody } from "../../http/compress-body";
import { escapeHtml } from "../../lib/html";
import { pageMeta, type PageMeta } from "./page-meta";

export const clientDir = fileURLToPath(new URL("../../../../dist/client", import.meta.url));

export function renderIndex(template: string, meta: PageMeta): string {
  const head =
    `<title>${escapeHtml(meta.title)}</title>\n` +
    `    <meta name="description" content="${escapeHtml(meta.description)}" />\n` +
    (meta.head ? `    ${meta.head}\n` : "");
  // A function replacement: "$&" or "$'" in a product name must stay literal text.
  return template.replace(/<title>[\s\S]*?<\/title>\s*/, "").replace("</head>", () => `    ${head}  </head>`);
}

/** The admin login and the admin panel: never in search results, whoever links to them. */
export function isAdminPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return path === "/bmivopcf" || path === "/admin" || path.startsWith("/admin/");
}

/** The built client, with the SPA fallback; unknown /api and /objects paths stay JSON 404s. */
export async function webRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const indexPath = path.join(clientDir, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;

  if (template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies made by scripts/compress-assets.ts, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.(js|css|woff2?)$/.test(filePath);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !/^\/(api|objects)(\/|$)/.test(pathname);
    if (!isPage) return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    if (isAdminPage(pathname)) reply.header("x-robots-tag", "noindex, nofollow");
    if (!template) {
      return reply.code(503).type("text/plain").send("The client is not built yet: run `npm run build` (npm start does it).");
    }
    const meta = await pageMeta(pathname, deps, deps.publicOrigin(request));
    reply.code(meta.status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
    return reply.send(compressBody(request, reply, renderIndex(template, meta)));
  });
}
