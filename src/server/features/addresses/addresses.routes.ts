import { z } from "zod";
import { address, addressInput } from "../../../shared/contracts/addresses";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service";

const addressId = serialIdParam("Address not found");

/** A customer's saved addresses (spec §3); the checkout fills itself from the default one. */
export function addressesRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };

  app.get("/api/user/addresses", { ...customer, schema: { response: { 200: z.array(address) } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listAddresses(deps.db, userOf(request).id)),
  );

  app.post("/api/user/addresses", { ...customer, schema: { body: addressInput, response: { 201: address } } }, async (request, reply) =>
    reply.code(201).send(await createAddress(deps.db, userOf(request).id, request.body)),
  );

  app.put(
    "/api/user/addresses/:id",
    { ...customer, ...addressId.route({ body: addressInput, response: { 200: address } }) },
    async (request) => updateAddress(deps.db, userOf(request).id, request.params.id, request.body),
  );

  app.delete("/api/user/addresses/:id", { ...customer, ...addressId.route() }, async (request, reply) => {
    await deleteAddress(deps.db, userOf(request).id, request.params.id);
    return reply.code(204).send();
  });
}
