import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { screeningImportAnswer, screeningListInfo } from "../../../shared/contracts/screening";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { unsupportedMediaType } from "../../lib/errors";

const CSV_ONLY = "Send the Consolidated Screening List's CSV itself, as Content-Type: text/csv.";
import { importScreeningList, screeningListInfo as readInfo } from "./screening-import";

/** The whole CSL is about 10 MB as published; room to grow, and a bound on what is read at all. */
export const MAX_SCREENING_CSV_BYTES = 50 * 1024 * 1024;

/** The denied-party screening list (extensions §9): imported whole by the owner or staff with `orders`. */
export async function screeningRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const admin = { onRequest: deps.guards.requirePermission("orders") };

  app.get("/api/admin/screening-list", { ...admin, schema: { response: { 200: screeningListInfo } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await readInfo(deps.db)),
  );

  // Its own scope: only here is a body text/csv.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: MAX_SCREENING_CSV_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      "/api/admin/screening-list",
      { ...admin, bodyLimit: MAX_SCREENING_CSV_BYTES, schema: { response: { 200: screeningImportAnswer } } },
      async (request) => {
        const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (type !== "text/csv" || typeof request.body !== "string") throw unsupportedMediaType(CSV_ONLY);
        return importScreeningList(deps.db, deps.screening, request.body, userOf(request));
      },
    );
  });
}
