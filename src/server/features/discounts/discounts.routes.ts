import { discount, discountCheck, discountCheckRequest, discountInput, discountList } from "../../../shared/contracts/discounts";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam } from "../../http/id-param";
import { checkDiscount } from "./discount-check.service";
import { createDiscount, deleteDiscount, listDiscounts, updateDiscount } from "./discounts.service";

const discountId = serialIdParam("Discount code not found");

/** Discount codes (extensions §8): the admin's list and edits (permission `discounts`), and the checkout's check. */
export function discountsRoutes(app: AppInstance, deps: AppDeps): void {
  const admin = { onRequest: deps.guards.requirePermission("discounts") };

  app.get("/api/admin/discounts", { ...admin, schema: { response: { 200: discountList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listDiscounts(deps.db)),
  );

  app.post("/api/admin/discounts", { ...admin, schema: { body: discountInput, response: { 201: discount } } }, async (request, reply) =>
    reply.code(201).send(await createDiscount(deps.db, request.body, userOf(request))),
  );

  app.put(
    "/api/admin/discounts/:id",
    { ...admin, ...discountId.route({ body: discountInput, response: { 200: discount } }) },
    async (request) => updateDiscount(deps.db, request.params.id, request.body, userOf(request)),
  );

  app.delete("/api/admin/discounts/:id", { ...admin, ...discountId.route() }, async (request, reply) => {
    await deleteDiscount(deps.db, request.params.id, userOf(request));
    return reply.code(204).send();
  });

  // Anyone may ask (the checkout shows the discount before the customer signs in); a signed-in customer's group prices count.
  app.post("/api/discounts/check", { schema: { body: discountCheckRequest, response: { 200: discountCheck } } }, async (request, reply) => {
    const user = await deps.guards.currentUser(request);
    const answer = await checkDiscount(deps.db, request.body, { user, ip: request.ip, maxUnknown: deps.config.LOGIN_MAX_FAILURES });
    return reply.header("cache-control", "no-store").send(answer);
  });
}
