import { customerGroup, customerGroupInput, customerGroupList } from "../../../shared/contracts/discounts";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { createGroup, deleteGroup, listGroups, updateGroup } from "./customer-groups.service";

const groupId = serialIdParam("Customer group not found");

/**
 * Customer groups and their percent off (extensions §8): a kind of customer account, like payment
 * terms, so the `customers` permission, the same as putting a customer in one (decision 0068).
 */
export function customerGroupsRoutes(app: AppInstance, deps: AppDeps): void {
  const admin = { onRequest: deps.guards.requirePermission("customers") };

  app.get("/api/admin/customer-groups", { ...admin, schema: { response: { 200: customerGroupList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listGroups(deps.db)),
  );

  app.post(
    "/api/admin/customer-groups",
    { ...admin, schema: { body: customerGroupInput, response: { 201: customerGroup } } },
    async (request, reply) => reply.code(201).send(await createGroup(deps.db, request.body, userOf(request))),
  );

  app.put(
    "/api/admin/customer-groups/:id",
    {
      ...admin,
      ...groupId.route({ body: customerGroupInput, response: { 200: customerGroup } }),
    },
    async (request) => updateGroup(deps.db, request.params.id, request.body, userOf(request)),
  );

  app.delete("/api/admin/customer-groups/:id", { ...admin, ...groupId.route() }, async (request, reply) => {
    await deleteGroup(deps.db, request.params.id, userOf(request));
    return reply.code(204).send();
  });
}
