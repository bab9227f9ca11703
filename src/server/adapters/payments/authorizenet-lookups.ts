// Authorize.Net's look-ups: getTransactionDetailsRequest for one transaction, and the transaction
// lists (getUnsettledTransactionListRequest, then getSettledBatchListRequest + getTransactionListRequest
// for the batches settled in the last 2 days) to find a charge by its invoice number or a refund by
// the shop's reference. Bodies follow the API reference's element order.
import { z } from "zod";
import { toCents } from "../../../shared/money";
import { auth, callApi, messages, type ApiTarget } from "./authorizenet-followups";
import type { GatewayFollowUpQuery, GatewayFollowUpRecord, GatewayTransaction } from "./payment-gateway";

const money = z.union([z.number(), z.string()]).transform((v) => toCents(v));
export const lastFourOf = (masked: string | undefined) => (masked && /\d{4}$/.test(masked) ? masked.slice(-4) : null);

/** A refund's own statuses: a charge look-up skips them (an older refund may carry the charge's invoice number). */
const REFUND_STATUSES = new Set(["refundPendingSettlement", "refundSettledSuccessfully"]);

/** transactionStatus -> our outcome; settled only for settledSuccessfully. */
export function statusOutcome(status: string): { outcome: GatewayTransaction["outcome"]; settled: boolean } {
  if (status === "settledSuccessfully") return { outcome: "approved", settled: true };
  if (status === "capturedPendingSettlement" || status === "authorizedPendingCapture") return { outcome: "approved", settled: false };
  if (status === "voided") return { outcome: "voided", settled: false };
  if (
    status === "declined" ||
    status === "expired" ||
    status === "failedReview" ||
    status === "generalError" ||
    status === "settlementError" ||
    status === "communicationError" ||
    status === "couldNotVoid"
  )
    return { outcome: "declined", settled: false };
  // FDSPendingReview, FDSAuthorizedPendingReview, underReview, approvedReview...: held, not yet decided.
  return { outcome: "review", settled: false };
}

function checkOk(parsed: { messages: z.infer<typeof messages> }, what: string): void {
  if (parsed.messages.resultCode !== "Ok")
    throw new Error(
      `Authorize.Net ${what}: ${parsed.messages.message?.[0]?.code ?? ""} ${parsed.messages.message?.[0]?.text ?? "refused"}`,
    );
}

const detailsAnswer = z.object({
  messages,
  transaction: z
    .object({
      transId: z.string(),
      transactionStatus: z.string(),
      order: z.object({ invoiceNumber: z.string().optional() }).optional(),
      authAmount: money.optional(),
      settleAmount: money.optional(),
      payment: z.object({ creditCard: z.object({ cardNumber: z.string().optional() }).optional() }).optional(),
    })
    .optional(),
});

/** getTransactionDetailsRequest; null when Authorize.Net does not know the id (E00040). */
export async function transactionDetails(
  target: ApiTarget,
  transactionId: string,
  signal?: AbortSignal,
): Promise<GatewayTransaction | null> {
  const parsed = detailsAnswer.parse(
    await callApi(target, { getTransactionDetailsRequest: { merchantAuthentication: auth(target), transId: transactionId } }, signal),
  );
  if (parsed.messages.message?.[0]?.code === "E00040") return null;
  checkOk(parsed, "getTransactionDetails");
  const tx = parsed.transaction;
  if (!tx) return null;
  return {
    transactionId: tx.transId,
    invoiceNumber: tx.order?.invoiceNumber ?? "",
    ...statusOutcome(tx.transactionStatus),
    amountCents: tx.authAmount ?? tx.settleAmount ?? 0,
    // Refunds are separate transactions at Authorize.Net; the shop keeps its own sum.
    refundedCents: 0,
    lastFour: lastFourOf(tx.payment?.creditCard?.cardNumber),
  };
}

const listed = z.object({
  transId: z.string(),
  transactionStatus: z.string(),
  invoiceNumber: z.string().optional(),
  accountNumber: z.string().optional(),
  settleAmount: money.optional(),
});
type Listed = z.infer<typeof listed>;
const batch = z.object({ batchId: z.string(), settlementTimeUTC: z.string().optional() });
// The JSON API lists elements as arrays; accept the XML-shaped { transaction: [...] } / { batch: [...] } too.
const listAnswer = z.object({
  messages,
  transactions: z.union([z.array(listed), z.object({ transaction: z.array(listed) }).transform((o) => o.transaction)]).optional(),
});
const batchListAnswer = z.object({
  messages,
  batchList: z.union([z.array(batch), z.object({ batch: z.array(batch) }).transform((o) => o.batch)]).optional(),
});

const PAGE = 1000;
const MAX_PAGES = 20;
/** How far back the settled batches are searched: the sweeper asks within minutes; two days covers a daily batch closing in between. */
export const SETTLED_SEARCH_DAYS = 2;

const sorting = { orderBy: "submitTimeUTC", orderDescending: true };
/** "2026-11-26T16:30:49Z": the API's dateTime, in UTC. */
const utc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** One list call, page by page (newest first), until a page is not full. */
async function* pages(
  target: ApiTarget,
  request: (paging: { limit: number; offset: number }) => unknown,
  what: string,
  signal?: AbortSignal,
) {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const parsed = listAnswer.parse(await callApi(target, request({ limit: PAGE, offset: page }), signal));
    checkOk(parsed, what);
    const list = parsed.transactions ?? [];
    yield list;
    if (list.length < PAGE) return;
  }
}

/**
 * Every transaction Authorize.Net lists that may be the one sought, newest first: the unsettled
 * ones, then those of each batch settled in the last SETTLED_SEARCH_DAYS days (newest batch first).
 */
async function* transactions(target: ApiTarget, signal?: AbortSignal, now = new Date()): AsyncGenerator<Listed[]> {
  const merchantAuthentication = auth(target);
  yield* pages(
    target,
    (paging) => ({ getUnsettledTransactionListRequest: { merchantAuthentication, sorting, paging } }),
    "getUnsettledTransactionList",
    signal,
  );
  const since = new Date(now.getTime() - SETTLED_SEARCH_DAYS * 86_400_000);
  const batches = batchListAnswer.parse(
    await callApi(
      target,
      {
        getSettledBatchListRequest: {
          merchantAuthentication,
          includeStatistics: false,
          firstSettlementDate: utc(since),
          lastSettlementDate: utc(now),
        },
      },
      signal,
    ),
  );
  checkOk(batches, "getSettledBatchList");
  const newestFirst = [...(batches.batchList ?? [])].sort((a, b) => (b.settlementTimeUTC ?? "").localeCompare(a.settlementTimeUTC ?? ""));
  for (const { batchId } of newestFirst) {
    yield* pages(
      target,
      (paging) => ({ getTransactionListRequest: { merchantAuthentication, batchId, sorting, paging } }),
      "getTransactionList",
      signal,
    );
  }
}

async function findListed(target: ApiTarget, matches: (t: Listed) => boolean, signal?: AbortSignal): Promise<Listed | null> {
  for await (const list of transactions(target, signal)) {
    const found = list.find(matches);
    if (found) return found;
  }
  return null;
}

/**
 * The newest charge with this invoice number, unsettled or settled in the last 2 days (a charge
 * approved just before the daily settlement is found in its batch, never taken for missing).
 */
export async function lookupCharge(target: ApiTarget, invoiceNumber: string, signal?: AbortSignal): Promise<GatewayTransaction | null> {
  const found = await findListed(target, (t) => t.invoiceNumber === invoiceNumber && !REFUND_STATUSES.has(t.transactionStatus), signal);
  if (!found) return null;
  return {
    transactionId: found.transId,
    invoiceNumber,
    ...statusOutcome(found.transactionStatus),
    amountCents: found.settleAmount ?? 0,
    refundedCents: 0,
    lastFour: lastFourOf(found.accountNumber),
  };
}

/**
 * A void shows as the charge's own status (voided); a refund is a transaction of its own, listed
 * with the shop's reference as its invoice number (refundPendingSettlement, then refundSettledSuccessfully).
 */
export async function findFollowUp(
  target: ApiTarget,
  query: GatewayFollowUpQuery,
  signal?: AbortSignal,
): Promise<GatewayFollowUpRecord | null> {
  if (query.action === "void") {
    const charge = await transactionDetails(target, query.chargeTransactionId, signal);
    if (charge?.outcome !== "voided") return null;
    return { ...query, amountCents: charge.amountCents, transactionId: query.chargeTransactionId };
  }
  const reference = query.reference.slice(0, 20);
  const found = await findListed(target, (t) => t.invoiceNumber === reference && REFUND_STATUSES.has(t.transactionStatus), signal);
  return found ? { ...query, amountCents: found.settleAmount ?? 0, transactionId: found.transId } : null;
}
