import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fxRates, fxRatesInput, fxSettings } from "../../../shared/contracts/fx";
import { shopToday } from "../../../shared/shop-time";
import type { AppDeps, AppInstance } from "../../app-types";
import { currentFxRates, fxSettingsOf, saveOwnerRates } from "../../domain/fx/fx-rates";
import { userOf } from "../../http/auth";
import { sendEncoded } from "../../http/encoded-answer";
import { registerFxRatesRefresh } from "./fx-rates-job";

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;

/** Currency rates (extensions §9): public for the storefront's estimates, the owner's in Admin › Settings. */
export function fxRatesRoutes(app: AppInstance, deps: AppDeps): void {
  registerFxRatesRefresh(app, deps);
  const ecbConfigured = Boolean(deps.fxFeed);

  // The same answer for everyone: revalidated on each use like the catalog's (no-cache + ETag), so a
  // change shows at once and a repeat costs a 304. Never waits on ECB: it reads what the job stored.
  // The schema describes the answer (OpenAPI); the bytes are made here, once, for the ETag.
  app.get("/api/fx-rates", { compress: false, schema: { response: { 200: fxRates } } }, async (request, reply) => {
    const body = Buffer.from(JSON.stringify(fxRates.parse(await currentFxRates(deps.db))));
    return sendEncoded(request, reply, {
      type: "application/json; charset=utf-8",
      body,
      etag: etagOf(body),
      cacheControl: "no-cache",
      encode: (encoding) => (encoding === "br" ? brotliCompressSync(body) : gzipSync(body)),
    });
  });

  // Prices are the catalog's: the owner, and staff with the catalog permission (decision 0072).
  const catalog = { onRequest: deps.guards.requirePermission("catalog") };
  app.get("/api/admin/settings/fx-rates", { ...catalog, schema: { response: { 200: fxSettings } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await fxSettingsOf(deps.db, ecbConfigured)),
  );

  app.put(
    "/api/admin/settings/fx-rates",
    { ...catalog, schema: { body: fxRatesInput, response: { 200: fxSettings } } },
    async (request, reply) => {
      const saved = await saveOwnerRates(deps.db, request.body, { actor: userOf(request), today: shopToday(), ecbConfigured });
      return reply.header("cache-control", "no-store").send(saved);
    },
  );
}
