import type { PaymentConfig } from "../../../shared/contracts/checkout";
import { TEST_CARD } from "../../adapters/payments/test-gateway";
import type { Config } from "../../config";

export const TEST_ACCEPT_SCRIPT_PATH = "/api/payment/test-accept.js";

/** GET /api/payment/config: only public values (the login id and client key are meant for the browser). */
export function paymentConfigFor(config: Config): PaymentConfig {
  if (config.PAYMENT_PROVIDER === "authorizenet") {
    const sandbox = config.AUTHORIZENET_ENV === "sandbox";
    return {
      provider: "authorizenet",
      apiLoginId: config.AUTHORIZENET_API_LOGIN_ID ?? "",
      clientKey: config.AUTHORIZENET_CLIENT_KEY ?? "",
      scriptUrl: sandbox ? "https://jstest.authorize.net/v1/Accept.js" : "https://js.authorize.net/v1/Accept.js",
      testMode: sandbox,
      // The sandbox approves Authorize.Net's documented test cards, so the notice can name one.
      testCard: sandbox ? TEST_CARD : null,
    };
  }
  return {
    provider: "test",
    apiLoginId: "test-login",
    clientKey: "test-client-key",
    scriptUrl: TEST_ACCEPT_SCRIPT_PATH,
    testMode: true,
    testCard: TEST_CARD,
  };
}
