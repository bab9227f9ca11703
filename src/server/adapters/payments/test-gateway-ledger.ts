// The test gateway's ledger (test_gateway_charges): void, refund, details and look-up with
// Authorize.Net's rules, so the order flows after the payment behave the same on both gateways.
import { randomInt } from "node:crypto";
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { testGatewayCharges } from "../../db/schema/shop";
import { GENERIC_PAYMENT_ERROR, type GatewayFollowUp, type GatewayRefund, type GatewayTransaction } from "./payment-gateway";

type LedgerRow = typeof testGatewayCharges.$inferSelect;

/** A transaction id shaped like Authorize.Net's: a 12-digit number. */
export function newTransactionId(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, "0")}`;
}

/** Settled: older than TEST_GATEWAY_SETTLE_AFTER_S (a batch closes once a day at Authorize.Net). */
const settledSql = (settleAfterS: number) =>
  sql<boolean>`${testGatewayCharges.createdAt} <= now() - make_interval(secs => ${settleAfterS})`;

function toTransaction(row: LedgerRow & { settled: boolean }): GatewayTransaction {
  return {
    transactionId: row.transactionId,
    invoiceNumber: row.invoiceNumber,
    outcome: row.voidedAt ? "voided" : row.outcome,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    settled: row.settled,
    lastFour: row.lastFour,
  };
}

const failure = (error: unknown, what: string): GatewayFollowUp => ({
  outcome: "error",
  transactionId: null,
  message: GENERIC_PAYMENT_ERROR,
  detail: `test gateway ${what}: ${error instanceof Error ? error.message : String(error)}`,
});
const declined = (message: string): GatewayFollowUp => ({ outcome: "declined", transactionId: null, message });

// Authorize.Net's own texts where it has one (response reason codes 16, 54, 55, 310).
export const LEDGER_TEXTS = {
  notFound: "The transaction cannot be found.",
  voided: "This transaction has already been voided.",
  declinedCharge: "A declined transaction cannot be voided or refunded.",
  settledVoid: "This transaction has already settled and cannot be voided: refund it instead.",
  unsettledRefund: "The referenced transaction does not meet the criteria for issuing a credit.",
  overRefund: "The sum of credits against the referenced transaction would exceed original debit amount.",
  wrongCard: "The card number does not match the card of the referenced transaction.",
  badAmount: "A valid amount is required.",
} as const;

export function createLedger(db: DbOrTx, settleAfterS: number) {
  const settled = settledSql(settleAfterS);
  const select = () => db.select({ row: testGatewayCharges, settled }).from(testGatewayCharges);
  const find = async (transactionId: string) => {
    const [found] = await select().where(eq(testGatewayCharges.transactionId, transactionId));
    return found ? toTransaction({ ...found.row, settled: found.settled }) : null;
  };
  /** Why a void (or this refund) cannot go through (checked after the conditional update found nothing). */
  const whyNot = async (transactionId: string, refund?: GatewayRefund): Promise<string> => {
    const charge = await find(transactionId);
    if (!charge) return LEDGER_TEXTS.notFound;
    if (charge.outcome === "declined") return LEDGER_TEXTS.declinedCharge;
    if (charge.outcome === "voided") return LEDGER_TEXTS.voided;
    if (!refund) return LEDGER_TEXTS.settledVoid;
    if (!charge.settled) return LEDGER_TEXTS.unsettledRefund;
    return charge.lastFour === refund.lastFour ? LEDGER_TEXTS.overRefund : LEDGER_TEXTS.wrongCard;
  };

  return {
    /** Voids only an approved charge that has not settled; a conditional update, so two voids cannot both win. */
    async void(transactionId: string): Promise<GatewayFollowUp> {
      try {
        const [row] = await db
          .update(testGatewayCharges)
          .set({ voidedAt: sql`now()` })
          .where(
            and(
              eq(testGatewayCharges.transactionId, transactionId),
              eq(testGatewayCharges.outcome, "approved"),
              isNull(testGatewayCharges.voidedAt),
              sql`not (${settled})`,
            ),
          )
          .returning({ id: testGatewayCharges.transactionId });
        if (row) return { outcome: "approved", transactionId, message: "This transaction has been voided." };
        return declined(await whyNot(transactionId));
      } catch (error) {
        return failure(error, "void");
      }
    },

    /** Refunds part or all of a settled, approved, unvoided charge paid with the card ending `lastFour`. */
    async refund(request: GatewayRefund): Promise<GatewayFollowUp> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return declined(LEDGER_TEXTS.badAmount);
      try {
        const [row] = await db
          .update(testGatewayCharges)
          .set({ refundedCents: sql`${testGatewayCharges.refundedCents} + ${request.amountCents}` })
          .where(
            and(
              eq(testGatewayCharges.transactionId, request.transactionId),
              eq(testGatewayCharges.outcome, "approved"),
              isNull(testGatewayCharges.voidedAt),
              eq(testGatewayCharges.lastFour, request.lastFour),
              settled,
              gte(sql`${testGatewayCharges.amountCents} - ${testGatewayCharges.refundedCents}`, request.amountCents),
            ),
          )
          .returning({ id: testGatewayCharges.transactionId });
        if (row) return { outcome: "approved", transactionId: newTransactionId(), message: "This transaction has been approved." };
        return declined(await whyNot(request.transactionId, request));
      } catch (error) {
        return failure(error, "refund");
      }
    },

    details: find,

    /** The newest charge for an invoice number, approved or not. */
    async lookup(invoiceNumber: string): Promise<GatewayTransaction | null> {
      const [found] = await select()
        .where(eq(testGatewayCharges.invoiceNumber, invoiceNumber))
        .orderBy(desc(testGatewayCharges.createdAt), desc(testGatewayCharges.transactionId))
        .limit(1);
      return found ? toTransaction({ ...found.row, settled: found.settled }) : null;
    },
  };
}
