import { taxRate, taxRateInput } from "../../../shared/contracts/checkout";
import type { AppDeps, AppInstance } from "../../app-types";
import { serialIdParam } from "../../http/id-param";
import { userOf } from "../../http/auth";
import { deleteTaxRate, upsertTaxRate } from "./tax.service";

const taxRateId = serialIdParam("Tax rate not found");

export function taxAdminRoutes(app: AppInstance, deps: AppDeps): void {
  // onRequest so that strangers get 401/403 before their body is validated. Tax is the owner's, not staff's.
  const admin = { onRequest: deps.guards.requireOwner };

  // One rate per state: a second save for a state updates it (admin.md §7 "Saves or updates per state").
  app.post("/api/admin/tax-rates", { ...admin, schema: { body: taxRateInput, response: { 200: taxRate } } }, async (request) =>
    upsertTaxRate(deps.db, request.body, userOf(request)),
  );

  app.delete("/api/admin/tax-rates/:id", { ...admin, ...taxRateId.route() }, async (request, reply) => {
    await deleteTaxRate(deps.db, request.params.id, userOf(request));
    return reply.code(204).send();
  });
}
