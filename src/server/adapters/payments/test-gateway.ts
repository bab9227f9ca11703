import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentTestTokens, testGatewayCharges } from "../../db/schema/shop";
import { checkCard, type AcceptError } from "./test-cards";
import { createLedger, newTransactionId } from "./test-gateway-ledger";
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

const isDeclineZip = (zip: string | null | undefined) => zip?.trim().slice(0, 5) === DECLINE_ZIP;

export interface TestGatewayOptions {
  /** TEST_GATEWAY_SETTLE_AFTER_S: a charge older than this counts as settled (refund, no longer void). */
  settleAfterS?: number;
  /** TEST_GATEWAY_DELAY_MS: how long the gateway waits to answer AFTER recording the charge (a crash test stops the server there). */
  delayMs?: number;
}

/** The default gateway: behaves like Authorize.Net's sandbox, charging nothing real, and keeps a ledger of its charges, voids and refunds. */
export function createTestGateway(db: DbOrTx, options: TestGatewayOptions = {}): PaymentGateway {
  const ledger = createLedger(db, options.settleAfterS ?? 86_400);
  const delayMs = options.delayMs ?? 0;

  /**
   * Consumes the token (a conditional UPDATE: two charges racing for it cannot both win) and
   * records the charge in the ledger, in one statement: a charge is never recorded without its
   * token spent, nor a token spent without its charge.
   */
  const record = async (request: GatewayCharge): Promise<GatewayResult> => {
    const id = newTransactionId();
    const billedToDeclineZip = isDeclineZip(request.billTo.zip);
    const result = await db.execute(sql`
      with token as (
        update ${paymentTestTokens} set used_at = now()
        where id = ${hashToken(request.opaqueData.dataValue)} and used_at is null and expires_at > now()
        returning zip, card_brand, last_four
      ), charge as (
        insert into ${testGatewayCharges} (transaction_id, invoice_number, outcome, amount_cents, last_four)
        select ${id}, ${request.invoiceNumber},
          case when ${billedToDeclineZip} or left(trim(coalesce(token.zip, '')), 5) = ${DECLINE_ZIP} then 'declined' else 'approved' end,
          ${request.amountCents}, token.last_four
        from token
        returning outcome
      )
      select token.card_brand as brand, token.last_four as "lastFour", charge.outcome from token, charge`);
    const [row] = (result as unknown as { rows: { brand: string; lastFour: string; outcome: "approved" | "declined" }[] }).rows;
    if (!row) return { outcome: "error", transactionId: null, message: INVALID_TOKEN, detail: "unknown, used or expired test token" };
    const approved = row.outcome === "approved";
    return {
      outcome: row.outcome,
      transactionId: id,
      message: approved ? "This transaction has been approved." : "This transaction has been declined.",
      detail: `${row.brand} ending ${row.lastFour}`,
      lastFour: row.lastFour,
    };
  };

  return {
    kind: "test",
    async charge(request: GatewayCharge, { signal }: { signal?: AbortSignal } = {}): Promise<GatewayResult> {
      if (request.amountCents <= 0) return { outcome: "error", transactionId: null, message: "A valid amount is required." };
      if (request.opaqueData.dataDescriptor !== TEST_DATA_DESCRIPTOR || request.opaqueData.dataValue.length > 200) {
        return { outcome: "error", transactionId: null, message: INVALID_TOKEN, detail: "not a test-gateway token" };
      }
      let result: GatewayResult;
      try {
        result = await record(request);
      } catch (error) {
        return {
          outcome: "error",
          transactionId: null,
          message: GENERIC_PAYMENT_ERROR,
          detail: `test gateway: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      // The charge is in the ledger before this wait: a process stopped here has charged the card without knowing.
      if (delayMs > 0) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
      return result;
    },
    void: (request) => ledger.void(request),
    refund: (request) => ledger.refund(request),
    details: (transactionId) => ledger.details(transactionId),
    lookup: (invoiceNumber) => ledger.lookup(invoiceNumber),
    findFollowUp: (query) => ledger.findFollowUp(query),
  };
}
