// What the reservation's transaction does beyond recording the order, for the orders that need it:
// a quote taken, a discount code's use claimed, a screened buyer held, an invoice numbered and its
// mails queued. A plain card order needs none of it.
import type { ScreeningMatch } from "../../domain/export/screening";
import { recordOrderHold } from "../../domain/export/screening-list";
import { claimCodeUse } from "../../domain/discounts/discount-uses";
import { assignInvoiceNumber } from "../../domain/orders/invoice-number";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { Pricing } from "../../domain/pricing/pricing";
import { linkQuoteOrder, takeQuote } from "../../domain/quotes/quote-rules";
import { emitOrderEvent } from "../../domain/webhooks/webhook-events";
import { NET_TERMS_DAYS } from "./charge-answers";
import { queueOrderMails } from "./order-mail";
import type { ReserveOptions } from "./reservation.service";

/**
 * A quote is taken by the order's transaction (the second of two racing orders finds it taken); a
 * discount code's use too (decision 0067: the last use goes to one order); an invoice is numbered
 * there, and its order's mails queued (an invoiced order is complete once reserved).
 */
export function reserveSteps(
  pricing: Pick<Pricing, "quoteId" | "discountId">,
  invoice: boolean,
  shopEmail: string,
  held: ScreeningMatch | null,
): ReserveOptions {
  const { quoteId, discountId } = pricing;
  if (!invoice && !quoteId && discountId === null && !held) return {};
  return {
    paymentStatus: invoice ? "awaiting_payment" : undefined,
    before: quoteId ? (tx) => takeQuote(tx, quoteId) : undefined,
    within: async (tx, row) => {
      // A buyer on the screening list: the order is recorded on hold (extensions §9). A card
      // payment that then fails leaves it invisible, as every failed checkout, lines and all.
      if (held) await recordOrderHold(tx, row, held);
      // A card order becomes real with its payment (payment-record.service.ts sends its order.on_hold then).
      if (held && invoice) await emitOrderEvent(tx, "order.on_hold", row, { screeningMatch: row.screeningMatch });
      if (quoteId) await linkQuoteOrder(tx, quoteId, row.id);
      if (discountId !== null) await claimCodeUse(tx, { discountId, orderId: row.id, userId: row.userId });
      if (!invoice) return row;
      const invoiceNumber = await assignInvoiceNumber(tx, row.id);
      const po = row.purchaseOrderNumber ? `, PO ${row.purchaseOrderNumber}` : "";
      await recordOrderEvent(tx, {
        orderId: row.id,
        actor: "customer",
        type: "placed",
        message: `Placed on Net ${NET_TERMS_DAYS} terms${po}, due ${row.dueDate}`,
      });
      await recordOrderEvent(tx, { orderId: row.id, actor: "system", type: "invoice_issued", message: `Invoice ${invoiceNumber} issued` });
      const invoiced = { ...row, invoiceNumber };
      await queueOrderMails(tx, invoiced, shopEmail);
      return invoiced;
    },
  };
}
