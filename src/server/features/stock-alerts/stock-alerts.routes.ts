import {
  stockAlertAccepted,
  stockAlertInput,
  STOCK_ALERT_ACCEPTED,
  STOCK_ALERT_UNSUBSCRIBED,
  stockAlertUnsubscribeQuery,
} from "../../../shared/contracts/stock-alerts";
import { STOCK_ALERT_UNSUBSCRIBED_PATH } from "../../../shared/stock-alert-page";
import type { AppDeps, AppInstance } from "../../app-types";
import { uuidIdParam } from "../../http/id-param";
import { signUpForStockAlert, unsubscribeStockAlert } from "./stock-alerts.service";

const productId = uuidIdParam("Product not found");

/** Back-in-stock alerts (extensions §8, decision 0070): anyone may ask to be told; the mail's link unsubscribes. */
export function stockAlertsRoutes(app: AppInstance, deps: AppDeps): void {
  app.post(
    "/api/products/:id/stock-alerts",
    { ...productId.route({ body: stockAlertInput, response: { 202: stockAlertAccepted } }) },
    async (request, reply) => {
      const user = await deps.guards.currentUser(request);
      const ctx = { db: deps.db, log: request.log, maxPerHour: deps.config.STOCK_ALERT_MAX_PER_HOUR };
      await signUpForStockAlert(ctx, request.body, {
        productId: request.params.id.toLowerCase(),
        ip: request.ip,
        origin: deps.publicOrigin(request),
        accountId: user?.id ?? null,
      });
      return reply.code(202).send({ message: STOCK_ALERT_ACCEPTED });
    },
  );

  // The link in every alert mail: a GET unsubscribes (as mail clients and people open links), then the
  // page says so. The token leaves the address bar with the redirect; the page names the product.
  // A program that asks for JSON only (Accept: application/json) gets the outcome as JSON instead.
  app.get("/api/stock-alerts/unsubscribe", { schema: { querystring: stockAlertUnsubscribeQuery } }, async (request, reply) => {
    const product = await unsubscribeStockAlert(deps.db, request.query.token);
    if (request.headers.accept?.trim().startsWith("application/json"))
      return reply.header("cache-control", "no-store").send({ message: STOCK_ALERT_UNSUBSCRIBED, productId: product ?? null });
    const page = product ? `${STOCK_ALERT_UNSUBSCRIBED_PATH}?product=${product}` : STOCK_ALERT_UNSUBSCRIBED_PATH;
    return reply.header("cache-control", "no-store").redirect(page, 303);
  });
}
