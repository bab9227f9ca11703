import type { Config } from "../../config";
import type { DbOrTx } from "../../db/client";
import { createAuthorizeNetGateway } from "./authorizenet";
import type { PaymentGateway } from "./payment-gateway";
import { createTestGateway } from "./test-gateway";

/** The one place the payment provider is chosen (PAYMENT_PROVIDER; config.ts checks the keys are set). */
export function createPaymentGateway(config: Config, db: DbOrTx): PaymentGateway {
  if (config.PAYMENT_PROVIDER === "authorizenet") {
    return createAuthorizeNetGateway({
      apiLoginId: config.AUTHORIZENET_API_LOGIN_ID ?? "",
      transactionKey: config.AUTHORIZENET_TRANSACTION_KEY ?? "",
      environment: config.AUTHORIZENET_ENV,
      apiUrl: config.AUTHORIZENET_API_URL,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
    });
  }
  return createTestGateway(db, { settleAfterS: config.TEST_GATEWAY_SETTLE_AFTER_S, delayMs: config.TEST_GATEWAY_DELAY_MS });
}
