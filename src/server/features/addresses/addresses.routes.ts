import { z } from "zod";
import { address, addressInput } from "../../../shared/contracts/addresses";
import { idParam } from "../../../shared/contracts/common";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { notFound } from "../../http/errors";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service";

const anyId = z.object({ id: z.string() });

/** Any id that is not one of ours, well-formed or not, is simply not found. */
function addressId(params: { id: string }): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success || !/^\d+$/.test(params.id)) throw notFound("Address not found");
  return parsed.data.id;
}

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
    { ...customer, schema: { params: anyId, body: addressInput, response: { 200: address } } },
    async (request) => updateAddress(deps.db, userOf(request).id, addressId(request.params), request.body),
  );

  app.delete("/api/user/addresses/:id", { ...customer, schema: { params: anyId } }, async (request, reply) => {
    await deleteAddress(deps.db, userOf(request).id, addressId(request.params));
    return reply.code(204).send();
  });
}
