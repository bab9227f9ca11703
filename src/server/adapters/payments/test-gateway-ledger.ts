// The test gateway's ledger (test_gateway_charges, test_gateway_follow_ups): void, refund, details
// and look-ups with Authorize.Net's rules, so the order flows after the payment behave the same on
// both gateways.
import { randomInt } from "node:crypto";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { testGatewayCharges, testGatewayFollowUps } from "../../db/schema/shop";
import {
  GENERIC_PAYMENT_ERROR,
  type GatewayFollowUp,
  type GatewayFollowUpQuery,
  type GatewayFollowUpRecord,
  type GatewayRefund,
  type GatewayTransaction,
  type GatewayVoid,
} from "./payment-gateway";

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
  duplicate: "A duplicate transaction has been submitted.",
} as const;

export function createLedger(db: DbOrTx, settleAfterS: number) {
  const settled = settledSql(settleAfterS);
  const select = () => db.select({ row: testGatewayCharges, settled }).from(testGatewayCharges);
  const find = async (transactionId: string) => {
    const [found] = await select().where(eq(testGatewayCharges.transactionId, transactionId));
    return found ? toTransaction({ ...found.row, settled: found.settled }) : null;
  };
  /** Why a void (or this refund) cannot go through (checked after the conditional update found nothing). */
  const whyNot = async (transactionId: string, reference: string, refund?: GatewayRefund): Promise<string> => {
    const [again] = await db.select().from(testGatewayFollowUps).where(eq(testGatewayFollowUps.reference, reference));
    if (again) return LEDGER_TEXTS.duplicate;
    const charge = await find(transactionId);
    if (!charge) return LEDGER_TEXTS.notFound;
    if (charge.outcome === "declined") return LEDGER_TEXTS.declinedCharge;
    if (charge.outcome === "voided") return LEDGER_TEXTS.voided;
    if (!refund) return LEDGER_TEXTS.settledVoid;
    if (!charge.settled) return LEDGER_TEXTS.unsettledRefund;
    return charge.lastFour === refund.lastFour ? LEDGER_TEXTS.overRefund : LEDGER_TEXTS.wrongCard;
  };

  /** Runs one void or refund statement: true when it recorded the follow-up (and changed the charge). */
  const recorded = async (statement: SQL): Promise<boolean> => {
    const result = (await db.execute(statement)) as unknown as { rows: { reference: string }[] };
    return result.rows.length > 0;
  };
  const fresh = (reference: string) => sql`not exists (select 1 from ${testGatewayFollowUps} where reference = ${reference})`;

  return {
    /**
     * Voids only an approved charge that has not settled, and records the void under its
     * reference, in one statement: two voids cannot both win, and the ledger never shows a void
     * without its record.
     */
    async void(request: GatewayVoid): Promise<GatewayFollowUp> {
      try {
        const done = await recorded(sql`
          with voided as (
            update ${testGatewayCharges} set voided_at = now()
            where transaction_id = ${request.transactionId} and outcome = 'approved' and voided_at is null
              and not (${settled}) and ${fresh(request.reference)}
            returning transaction_id, amount_cents
          )
          insert into ${testGatewayFollowUps} (reference, action, charge_transaction_id, amount_cents, transaction_id)
          select ${request.reference}, 'void', transaction_id, amount_cents, null from voided
          returning reference`);
        if (done) return { outcome: "approved", transactionId: request.transactionId, message: "This transaction has been voided." };
        return declined(await whyNot(request.transactionId, request.reference));
      } catch (error) {
        return failure(error, "void");
      }
    },

    /** Refunds part or all of a settled, approved, unvoided charge paid with the card ending `lastFour`, recorded under its reference. */
    async refund(request: GatewayRefund): Promise<GatewayFollowUp> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return declined(LEDGER_TEXTS.badAmount);
      const refundId = newTransactionId();
      try {
        const done = await recorded(sql`
          with refunded as (
            update ${testGatewayCharges} set refunded_cents = refunded_cents + ${request.amountCents}
            where transaction_id = ${request.transactionId} and outcome = 'approved' and voided_at is null
              and last_four = ${request.lastFour} and ${settled}
              and amount_cents - refunded_cents >= ${request.amountCents} and ${fresh(request.reference)}
            returning transaction_id
          )
          insert into ${testGatewayFollowUps} (reference, action, charge_transaction_id, amount_cents, transaction_id)
          select ${request.reference}, 'refund', transaction_id, ${request.amountCents}, ${refundId} from refunded
          returning reference`);
        if (done) return { outcome: "approved", transactionId: refundId, message: "This transaction has been approved." };
        return declined(await whyNot(request.transactionId, request.reference, request));
      } catch (error) {
        return failure(error, "refund");
      }
    },

    /** The void or refund recorded under this reference for this charge; null when the ledger has none. */
    async findFollowUp(query: GatewayFollowUpQuery): Promise<GatewayFollowUpRecord | null> {
      const [row] = await db
        .select()
        .from(testGatewayFollowUps)
        .where(
          and(
            eq(testGatewayFollowUps.reference, query.reference),
            eq(testGatewayFollowUps.action, query.action),
            eq(testGatewayFollowUps.chargeTransactionId, query.chargeTransactionId),
          ),
        );
      return row
        ? {
            action: row.action,
            reference: row.reference,
            chargeTransactionId: row.chargeTransactionId,
            amountCents: row.amountCents,
            transactionId: row.transactionId ?? row.chargeTransactionId,
          }
        : null;
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
