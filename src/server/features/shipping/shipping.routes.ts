import { z } from "zod";
import { shippingRate, shippingRatesRequest } from "../../../shared/contracts/checkout";
import type { AppDeps, AppInstance } from "../../app-types";
import { AppError } from "../../lib/errors";
import { shippingRates } from "./shipping.service";

export function shippingRoutes(app: AppInstance, deps: AppDeps): void {
  // The customer sees only "temporarily unavailable"; the operator needs UPS's reason.
  app.addHook("onError", async (request, _reply, error) => {
    if (error instanceof AppError && error.statusCode === 502 && error.cause) {
      request.log.warn({ err: error.cause, carrier: deps.shippingRates.kind }, "shipping rates failed upstream");
    }
  });

  app.post("/api/shipping/rates", { schema: { body: shippingRatesRequest, response: { 200: z.array(shippingRate) } } }, async (request) =>
    shippingRates(deps.shippingRates, request.body),
  );
}
