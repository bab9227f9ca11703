import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentTestTokens } from "../../db/schema/shop";
import { checkCard, type AcceptError } from "./test-cards";
import { GENERIC_PAYMENT_ERROR, type GatewayCharge, type GatewayResult, type PaymentGateway } from "./payment-gateway";

export const TEST_DATA_DESCRIPTOR = "COMMON.ACCEPT.INAPP.PAYMENT";
/** Authorize.Net's sandbox declines any charge billed to this ZIP code; ours does the same. */
export const DECLINE_ZIP = "46282";
export const TEST_CARD = "4111 1111 1111 1111";
const TOKEN_TTL_MINUTES = 15;
const INVALID_TOKEN = "The payment token is invalid or has expired. Please try again.";

export type TestTokenAnswer =
  | {
      opaqueData: { dataDescriptor: string; dataValue: string };
      messages: { resultCode: "Ok"; message: AcceptError[] };
    }
  | { messages: { resultCode: "Error"; message: AcceptError[] } };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Accept.js's dispatchData for the test gateway: checks the card like Accept.js and hands out
 * a single-use token valid for 15 minutes. Only brand, last four and ZIP are kept, never the number.
 */
export async function createTestToken(
  db: DbOrTx,
  input: { cardNumber: string; month: string; year: string; cardCode: string; zip?: string | undefined },
): Promise<TestTokenAnswer> {
  const checked = checkCard(input);
  if (!checked.ok) return { messages: { resultCode: "Error", message: [checked.error] } };

  const token = randomBytes(32).toString("base64url");
  const zip = input.zip?.trim() || null;
  await db.insert(paymentTestTokens).values({
    id: hashToken(token),
    cardBrand: checked.card.brand,
    lastFour: checked.card.lastFour,
    zip,
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_TTL_MINUTES})`,
  });
  // Spent and expired tokens are swept now and then, so the table never grows without bound.
  if (Math.random() < 0.05) await db.delete(paymentTestTokens).where(lt(paymentTestTokens.expiresAt, sql`now() - interval '1 day'`));
  return {
    opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: token },
    messages: { resultCode: "Ok", message: [{ code: "I_WC_01", text: "Successful." }] },
  };
}

/** A transaction id shaped like Authorize.Net's: a 12-digit number. */
function transactionId(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, "0")}`;
}

const isDeclineZip = (zip: string | null | undefined) => zip?.trim().slice(0, 5) === DECLINE_ZIP;

/** The default gateway: behaves like Authorize.Net's sandbox, charging nothing real. */
export function createTestGateway(db: DbOrTx): PaymentGateway {
  return {
    kind: "test",
    async charge(request: GatewayCharge): Promise<GatewayResult> {
      if (request.amountCents <= 0) return { outcome: "error", transactionId: null, message: "A valid amount is required." };
      if (request.opaqueData.dataDescriptor !== TEST_DATA_DESCRIPTOR || request.opaqueData.dataValue.length > 200) {
        return { outcome: "error", transactionId: null, message: INVALID_TOKEN, detail: "not a test-gateway token" };
      }
      try {
        // Consuming the token is one conditional UPDATE: two charges racing for it cannot both win.
        const [token] = await db
          .update(paymentTestTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(paymentTestTokens.id, hashToken(request.opaqueData.dataValue)),
              isNull(paymentTestTokens.usedAt),
              gt(paymentTestTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ zip: paymentTestTokens.zip, brand: paymentTestTokens.cardBrand, lastFour: paymentTestTokens.lastFour });
        if (!token) return { outcome: "error", transactionId: null, message: INVALID_TOKEN, detail: "unknown, used or expired test token" };
        if (isDeclineZip(token.zip) || isDeclineZip(request.billTo.zip)) {
          return {
            outcome: "declined",
            transactionId: transactionId(),
            message: "This transaction has been declined.",
            detail: `${token.brand} ending ${token.lastFour}`,
          };
        }
        return {
          outcome: "approved",
          transactionId: transactionId(),
          message: "This transaction has been approved.",
          detail: `${token.brand} ending ${token.lastFour}`,
        };
      } catch (error) {
        return {
          outcome: "error",
          transactionId: null,
          message: GENERIC_PAYMENT_ERROR,
          detail: `test gateway: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    },
  };
}
