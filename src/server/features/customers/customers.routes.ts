import { adminCustomer, adminCustomerList, customerUpdateInput } from "../../../shared/contracts/institutional";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { listCustomers, updateCustomer } from "./customers.service";

const customerId = serialIdParam("Customer not found");

/** Customer accounts, their payment terms (extensions §4) and customer group (§8). */
export function customersRoutes(app: AppInstance, deps: AppDeps): void {
  const admin = { onRequest: deps.guards.requirePermission("customers") };

  app.get("/api/admin/customers", { ...admin, schema: { response: { 200: adminCustomerList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listCustomers(deps.db)),
  );

  app.put(
    "/api/admin/customers/:id",
    {
      ...admin,
      ...customerId.route({ body: customerUpdateInput, response: { 200: adminCustomer } }),
    },
    async (request) => updateCustomer(deps.db, request.params.id, request.body, userOf(request)),
  );
}
