import { z } from "zod";
import { taxRate, taxRateInput } from "../../../shared/contracts/checkout";
import { idParam } from "../../../shared/contracts/common";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { notFound } from "../../http/errors";
import { deleteTaxRate, upsertTaxRate } from "./tax.service";

export function taxAdminRoutes(app: AppInstance, deps: AppDeps): void {
  // onRequest so that strangers get 401/403 before their body is validated. Tax is the owner's, not staff's.
  const admin = { onRequest: deps.guards.requireOwner };

  // One rate per state: a second save for a state updates it (admin.md §7 "Saves or updates per state").
  app.post("/api/admin/tax-rates", { ...admin, schema: { body: taxRateInput, response: { 200: taxRate } } }, async (request) =>
    upsertTaxRate(deps.db, request.body, userOf(request)),
  );

  app.delete("/api/admin/tax-rates/:id", { ...admin, schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success || !/^\d+$/.test(request.params.id)) throw notFound("Tax rate not found");
    await deleteTaxRate(deps.db, parsed.data.id, userOf(request));
    return reply.code(204).send();
  });
}
