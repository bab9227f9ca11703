import { unit, unitFactors } from "../../../shared/contracts/units";
import type { AppDeps, AppInstance } from "../../app-types";
import { sendObject } from "../../http/send-file";
import { userOf } from "../../http/auth";
import { serialIdParam, serialIdParams } from "../../http/id-param";
import { getOwnUnit, listOwnUnits, openOwnUnitDocument, ownUnitFactors } from "./units.service";

const unitId = serialIdParam("Unit not found");
const documentIds = serialIdParams(["id", "docId"], "Document not found");

/** My Instruments (extensions §7): a customer's own units; anyone else's is a 404. */
export function unitsRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };

  app.get("/api/user/units", { ...customer, schema: { response: { 200: unit.array() } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listOwnUnits(deps.db, userOf(request).id, deps.config.RETURN_WINDOW_DAYS)),
  );

  app.get("/api/user/units/:id", { ...customer, ...unitId.route({ response: { 200: unit } }) }, async (request, reply) =>
    reply
      .header("cache-control", "no-store")
      .send(await getOwnUnit(deps.db, userOf(request).id, request.params.id, deps.config.RETURN_WINDOW_DAYS)),
  );

  // The file itself: private, no-store; a PDF opens in the browser, a CSV downloads.
  app.get("/api/user/units/:id/documents/:docId", { ...customer, ...documentIds.route() }, async (request, reply) => {
    const { id, docId } = request.params;
    const file = await openOwnUnitDocument(deps.db, deps.objectStore, userOf(request).id, id, docId);
    return sendObject(reply, "unit-documents", file.name, file.object, file.fileName);
  });

  app.get(
    "/api/user/units/:id/factors.json",
    { ...customer, ...unitId.route({ response: { 200: unitFactors } }) },
    async (request, reply) =>
      reply.header("cache-control", "private, no-store").send(await ownUnitFactors(deps.db, userOf(request).id, request.params.id)),
  );
}
