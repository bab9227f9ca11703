import type { AppDeps, AppInstance } from "../../app-types";
import { buildRobotsTxt, buildSitemap } from "./seo.service";

/** What search engines fetch first. Registered before webRoutes so the SPA fallback never answers these paths. */
export function seoRoutes(app: AppInstance, deps: AppDeps): void {
  // Without PUBLIC_URL the links come from the request's Host header: never let a shared cache keep them.
  const cacheControl = deps.config.PUBLIC_URL ? "public, max-age=3600" : "no-cache";
  app.get("/sitemap.xml", async (request, reply) => {
    const xml = await buildSitemap(deps.db, deps.publicOrigin(request));
    return reply.type("application/xml; charset=utf-8").header("cache-control", cacheControl).send(xml);
  });

  app.get("/robots.txt", async (request, reply) => {
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", cacheControl)
      .send(buildRobotsTxt(deps.publicOrigin(request)));
  });
}
