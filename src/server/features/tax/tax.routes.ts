import { z } from "zod";
import { taxRate } from "../../../shared/contracts/checkout";
import type { AppDeps, AppInstance } from "../../app-types";
import { getTaxRate, listTaxRates } from "./tax.service";

// Public reads; the admin's writes (POST/DELETE /api/admin/tax-rates) live in the admin module and reuse tax.service.
export function taxRoutes(app: AppInstance, deps: AppDeps): void {
  app.get("/api/tax-rates", { schema: { response: { 200: z.array(taxRate) } } }, async () => listTaxRates(deps.db));

  app.get(
    "/api/tax-rates/:state",
    // The router has already decoded "New%20York"; anything that is not a state is a 404, not a 400.
    { schema: { params: z.object({ state: z.string().max(100, "must be at most 100 characters") }), response: { 200: taxRate } } },
    async (request) => getTaxRate(deps.db, request.params.state),
  );
}
