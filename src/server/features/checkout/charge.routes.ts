import type { FastifyRequest } from "fastify";
import { chargeRequest, chargeResponse } from "../../../shared/contracts/checkout";
import { uploadUrlResponse } from "../../../shared/contracts/uploads";
import type { AppDeps, AppInstance } from "../../app-types";
import { isAdminUser, userOf } from "../../http/auth";
import { forbidden } from "../../lib/errors";
import { issueUploadUrl } from "../../domain/uploads/object-uploads";
import { createChargeLimit } from "./charge-limit";
import { placeOrder } from "./charge.service";
import { readIdempotencyKey } from "./idempotency.service";
import { registerReservationSweeper } from "./reservation-sweeper";
import { chargeOutcome } from "./charge-answers";

export function chargeRoutes(app: AppInstance, deps: AppDeps): void {
  registerReservationSweeper(app, deps);
  const chargeLimit = createChargeLimit(deps.database, deps.config.CHARGE_MAX_FAILURES_PER_HOUR);

  // Staff and owners are not customers (spec §6 bars the admin from order history): their orders would belong to no one.
  const customersOnly = async (request: FastifyRequest) => {
    if (isAdminUser(userOf(request))) throw forbidden("The admin account cannot place orders. Please sign in with a customer account.");
  };

  // onRequest: a visitor without a session gets 401 before the body is even read.
  app.post(
    "/api/payment/charge",
    {
      onRequest: [deps.guards.requireUser, customersOnly],
      schema: { body: chargeRequest, response: { 200: chargeResponse, 402: chargeResponse, 502: chargeResponse } },
    },
    async (request, reply) => {
      const context = {
        db: deps.db,
        gateway: deps.paymentGateway,
        shippingRates: deps.shippingRates,
        vatRegistry: deps.vatRegistry,
        objectStore: deps.objectStore,
        mailWorker: deps.mailWorker,
        catalog: deps.catalog,
        screening: deps.screening,
        shopEmail: deps.config.SHOP_EMAIL,
        gatewayTimeoutMs: deps.config.PAYMENT_TIMEOUT_MS,
        log: request.log,
        failpoint: deps.config.CHARGE_FAILPOINT,
        chargeLimit,
      };
      const idempotencyKey = readIdempotencyKey(request.headers["idempotency-key"]);
      const user = userOf(request);
      const answer = await placeOrder(context, request.body, user.id, { idempotencyKey, ip: request.ip, account: user }).catch(
        (error: unknown) => {
          deps.metrics.charges.inc({ outcome: "refused" });
          throw error;
        },
      );
      deps.metrics.charges.inc({ outcome: chargeOutcome(answer.statusCode, answer.body) });
      return reply.code(answer.statusCode).header("cache-control", "no-store").send(answer.body);
    },
  );

  // The optional PO PDF of an invoiced order: the signed upload of the admin's uploads, kind "purchase-orders", recorded as the caller's.
  app.post(
    "/api/user/purchase-orders/upload",
    { onRequest: deps.guards.requireCustomer, schema: { response: { 200: uploadUrlResponse } } },
    async (request, reply) => {
      const origin = deps.publicOrigin(request);
      const uploadURL = await issueUploadUrl(deps.db, deps.objectStore, {
        kind: "purchase-orders",
        uploadedBy: userOf(request).id,
        origin,
      });
      return reply.header("cache-control", "no-store").send({ uploadURL });
    },
  );
}
