import { z } from "zod";
import { paymentConfig, testTokenRequest } from "../../../shared/contracts/checkout";
import { createTestToken } from "../../adapters/payments/test-gateway";
import type { AppDeps, AppInstance } from "../../app-types";
import { paymentConfigFor, TEST_ACCEPT_SCRIPT_PATH } from "./payment-config";
import { TEST_ACCEPT_SCRIPT } from "./test-accept-script";

const acceptMessage = z.object({ code: z.string(), text: z.string() });
/** Accept.js's answer: a token, or resultCode "Error" with its codes (both with HTTP 200, as Accept.js). */
const testTokenAnswer = z.object({
  opaqueData: z.object({ dataDescriptor: z.string(), dataValue: z.string() }).optional(),
  messages: z.object({ resultCode: z.enum(["Ok", "Error"]), message: z.array(acceptMessage) }),
});

export function paymentsRoutes(app: AppInstance, deps: AppDeps): void {
  const settings = paymentConfigFor(deps.config);
  app.get("/api/payment/config", { schema: { response: { 200: paymentConfig } } }, async (_request, reply) => {
    return reply.header("cache-control", "no-cache").send(settings);
  });

  // The test gateway's tokeniser exists only while the test gateway is the active provider.
  if (deps.config.PAYMENT_PROVIDER !== "test") return;

  app.get(TEST_ACCEPT_SCRIPT_PATH, async (_request, reply) => {
    return reply.type("application/javascript; charset=utf-8").header("cache-control", "no-cache").send(TEST_ACCEPT_SCRIPT);
  });

  app.post(
    "/api/payment/test-tokens",
    { schema: { body: testTokenRequest, response: { 200: testTokenAnswer } } },
    async (request, reply) => {
      const answer = await createTestToken(deps.db, request.body);
      return reply.header("cache-control", "no-store").send(answer);
    },
  );
}
