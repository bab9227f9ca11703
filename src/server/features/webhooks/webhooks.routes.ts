import { z } from "zod";
import { createdWebhookEndpoint, webhookDelivery, webhookEndpoint, webhookInput } from "../../../shared/contracts/webhooks";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { serialIdParam, serialIdParams } from "../../http/id-param";
import { registerWebhookWorker } from "./webhook-worker";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  retryWebhookDelivery,
} from "./webhooks.service";

const endpointId = serialIdParam("Webhook not found");
const deliveryIds = serialIdParams(["id", "deliveryId"], "Delivery not found");

/** Webhooks (extensions §10): the owner's alone, like staff accounts; also runs the delivery worker. */
export function webhooksRoutes(app: AppInstance, deps: AppDeps): void {
  const owner = { onRequest: deps.guards.requireOwner };

  app.get("/api/admin/webhooks", { ...owner, schema: { response: { 200: z.array(webhookEndpoint) } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listWebhookEndpoints(deps.db)),
  );

  app.post(
    "/api/admin/webhooks",
    { ...owner, schema: { body: webhookInput, response: { 201: createdWebhookEndpoint } } },
    async (request, reply) => {
      const created = await createWebhookEndpoint(
        deps.db,
        request.body,
        { allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE },
        userOf(request),
      );
      return reply.code(201).header("cache-control", "no-store").send(created);
    },
  );

  app.delete("/api/admin/webhooks/:id", { ...owner, ...endpointId.route() }, async (request, reply) => {
    await deleteWebhookEndpoint(deps.db, request.params.id, userOf(request));
    return reply.code(204).send();
  });

  app.get(
    "/api/admin/webhooks/:id/deliveries",
    { ...owner, ...endpointId.route({ response: { 200: z.array(webhookDelivery) } }) },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listWebhookDeliveries(deps.db, request.params.id)),
  );

  app.post(
    "/api/admin/webhooks/:id/deliveries/:deliveryId/retry",
    { ...owner, ...deliveryIds.route({ response: { 200: webhookDelivery } }) },
    async (request) => retryWebhookDelivery(deps.db, request.params.id, request.params.deliveryId, userOf(request)),
  );

  registerWebhookWorker(app, deps);
}
