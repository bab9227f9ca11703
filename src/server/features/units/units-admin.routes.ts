import { adminUnit, adminUnitDetail, adminUnitDocument, unitDocumentInput, unitsQuery } from "../../../shared/contracts/units";
import { uploadUrlResponse } from "../../../shared/contracts/uploads";
import type { AppDeps, AppInstance } from "../../app-types";
import { issueUploadUrl } from "../../domain/uploads/object-uploads";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { fileUnitDocument } from "./unit-documents.service";
import { getAdminUnit, listUnits } from "./units-admin.service";

const unitId = serialIdParam("Unit not found");

/** Admin › Units (extensions §7): the service permission's. */
export function unitsAdminRoutes(app: AppInstance, deps: AppDeps): void {
  const service = { onRequest: deps.guards.requirePermission("service") };

  // The total rides in a header, as the orders list's does.
  app.get(
    "/api/admin/units",
    { ...service, schema: { querystring: unitsQuery, response: { 200: adminUnit.array() } } },
    async (request, reply) => {
      const { units, total } = await listUnits(deps.db, request.query, deps.config.RETURN_WINDOW_DAYS);
      return reply.header("x-total-count", String(total)).header("cache-control", "no-store").send(units);
    },
  );

  // A certificate (PDF), factors file (CSV) or other document, recorded as the caller's upload.
  app.post("/api/admin/units/upload", { ...service, schema: { response: { 200: uploadUrlResponse } } }, async (request, reply) => {
    const origin = deps.publicOrigin(request);
    const uploadURL = await issueUploadUrl(deps.db, deps.objectStore, { kind: "unit-documents", uploadedBy: userOf(request).id, origin });
    return reply.header("cache-control", "no-store").send({ uploadURL });
  });

  app.get("/api/admin/units/:id", { ...service, ...unitId.route({ response: { 200: adminUnitDetail } }) }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await getAdminUnit(deps.db, request.params.id, deps.config.RETURN_WINDOW_DAYS)),
  );

  app.post(
    "/api/admin/units/:id/documents",
    {
      ...service,
      ...unitId.route({ body: unitDocumentInput, response: { 201: adminUnitDocument } }),
    },
    async (request, reply) =>
      reply.code(201).send(await fileUnitDocument(deps.db, deps.objectStore, request.params.id, request.body, userOf(request))),
  );
}
