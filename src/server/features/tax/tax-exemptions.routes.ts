import { taxExemption, taxExemptionDecision, taxExemptionInput, taxExemptionList } from "../../../shared/contracts/institutional";
import { uploadUrlResponse } from "../../../shared/contracts/uploads";
import type { AppDeps, AppInstance } from "../../app-types";
import { issueUploadUrl } from "../../domain/uploads/object-uploads";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { decideExemption, fileExemption, listAllExemptions, listUserExemptions } from "./tax-exemptions.service";

const exemptionId = serialIdParam("Certificate not found");

/** Tax-exemption certificates (extensions §4). */
export function taxExemptionsRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };
  const admin = { onRequest: deps.guards.requirePermission("customers") };

  // The signed upload of the admin's uploads, for the "certificates" kind (PDF or image), recorded as the caller's.
  app.post("/api/user/tax-exemptions/upload", { ...customer, schema: { response: { 200: uploadUrlResponse } } }, async (request, reply) => {
    const origin = deps.publicOrigin(request);
    const uploadURL = await issueUploadUrl(deps.db, deps.objectStore, { kind: "certificates", uploadedBy: userOf(request).id, origin });
    return reply.header("cache-control", "no-store").send({ uploadURL });
  });

  app.post(
    "/api/user/tax-exemptions",
    { ...customer, schema: { body: taxExemptionInput, response: { 201: taxExemption } } },
    async (request, reply) => reply.code(201).send(await fileExemption(deps.db, deps.objectStore, userOf(request).id, request.body)),
  );

  app.get("/api/user/tax-exemptions", { ...customer, schema: { response: { 200: taxExemptionList } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listUserExemptions(deps.db, userOf(request).id)),
  );

  app.get("/api/admin/tax-exemptions", { ...admin, schema: { response: { 200: taxExemptionList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listAllExemptions(deps.db)),
  );

  app.put(
    "/api/admin/tax-exemptions/:id",
    {
      ...admin,
      ...exemptionId.route({ body: taxExemptionDecision, response: { 200: taxExemption } }),
    },
    async (request) => decideExemption(deps.db, request.params.id, request.body, userOf(request)),
  );
}
