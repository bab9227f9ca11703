// What a charge will record and how, decided once (issue 18): the payment terms (card, or Net 30
// on invoice: extensions §4), the price from the one pricing path (cart or quote, exemption, a
// discount code, the buyer's group), the amount and discount the customer agreed to, the order row,
// and the work the reservation's transaction does for a quote, an invoice or a code's use.
// Ordinary card checkouts pay nothing extra: no query unless the request carries a quote, an
// invoice, a discount code, or the account an approved exemption.
import type { z } from "zod";
import type { chargeRequest } from "../../../shared/contracts/checkout";
import { addDays, shopToday } from "../../../shared/shop-time";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { VatRegistry } from "../../adapters/tax-ids/vat-registry";
import type { ObjectStore } from "../../adapters/storage/object-store";
import type { DbOrTx } from "../../db/client";
import { checkTaxId } from "../../domain/export/tax-id";
import { partyOfOrder } from "../../domain/export/screening";
import type { ScreeningList } from "../../domain/export/screening-list";
import { pricingFor, totalChangedMessage, type Pricing } from "../../domain/pricing/pricing";
import { formatPrice } from "../../../shared/money";
import { assertOwnUpload } from "../../domain/uploads/object-uploads";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import { NET_TERMS_DAYS } from "./charge-answers";
import { toNewOrder } from "./charge-mapping";
import { reserveSteps } from "./reserve-steps";
import type { NewOrder, ReserveOptions } from "./reservation.service";

export type ChargeInput = z.output<typeof chargeRequest>;

/** The session's user row as the charge sees it (no extra query: the session loaded it). */
export interface ChargeAccount {
  id: number;
  paymentTerms: "card" | "net30";
  taxExemptionApproved: boolean;
  /** The customer group whose prices the account gets (extensions §8); null: list prices. */
  groupId: number | null;
}

export const NOT_NET30 = "Invoicing (Net 30) is not enabled for this account. Please pay by card, or ask us for payment terms.";
export const PO_REQUIRED = "purchaseOrderNumber: a PO number is required to pay on invoice";
export const discountChangedMessage = (amount: string) =>
  `The discount has changed to ${formatPrice(amount)}. Please review your order and try again.`;

export interface ChargePlan {
  pricing: Pricing;
  /** The order row to record. */
  order: NewOrder;
  /** A quote taken and an invoice numbered in the reservation's transaction; none for a plain card order. */
  reserve: ReserveOptions;
  /** Paid at a gateway (card), or invoiced (no gateway). */
  card: boolean;
}

interface PlanContext {
  db: DbOrTx;
  shippingRates: ShippingRates;
  vatRegistry: VatRegistry;
  objectStore: ObjectStore;
  /** Where an invoiced order's notice goes (its mails are queued by the reservation's transaction). */
  shopEmail: string;
  /** The denied-party screening list (extensions §9), held in memory. */
  screening: ScreeningList;
}

/** The payment terms the request asks for are the account's (403), and an invoice is complete (400; its PO file the account's own). */
async function checkTerms(ctx: PlanContext, input: ChargeInput, userId: number, account: ChargeAccount | undefined): Promise<void> {
  if (input.paymentMethod !== "invoice") {
    if (input.purchaseOrderFileUrl) throw badRequest("purchaseOrderFileUrl: only an invoiced order carries a PO file");
    return;
  }
  if (account?.paymentTerms !== "net30") throw forbidden(NOT_NET30);
  if (!input.orderData.purchaseOrderNumber) throw badRequest(PO_REQUIRED);
  if (input.purchaseOrderFileUrl) {
    await assertOwnUpload(ctx.db, ctx.objectStore, {
      field: "purchaseOrderFileUrl",
      kind: "purchase-orders",
      path: input.purchaseOrderFileUrl,
      userId,
    });
  }
}

/** POST /api/payment/charge's plan: 400/403/409 before anything is reserved. */
export async function planCharge(
  ctx: PlanContext,
  input: ChargeInput,
  who: { userId: number; account: ChargeAccount | undefined; idempotencyKey: string | undefined },
): Promise<ChargePlan> {
  await checkTerms(ctx, input, who.userId, who.account);
  const [pricing, taxId, held] = await Promise.all([
    pricingFor(ctx, {
      from: input.quoteId ? { quoteId: input.quoteId } : { items: input.orderData.items, shippingMethod: input.orderData.shippingMethod },
      address: input.orderData,
      account: who.account,
      discountCode: input.orderData.discountCode,
    }),
    checkTaxId(ctx.vatRegistry, input.orderData, "taxId"),
    ctx.screening.screen(partyOfOrder(input.orderData)),
  ]);
  // A discount the client shows that is not the server's is refused like a changed total (a tampered or stale one).
  const sentDiscount = input.orderData.discountAmount;
  if (sentDiscount !== undefined && !input.quoteId && sentDiscount !== pricing.totals.discount)
    throw conflict(discountChangedMessage(pricing.totals.discount));
  if (input.amount !== pricing.totals.total) throw conflict(totalChangedMessage(pricing.totals.total));

  const invoice = input.paymentMethod === "invoice";
  const order: NewOrder = {
    ...toNewOrder(input.orderData, pricing, who.userId, who.idempotencyKey),
    taxId,
    paymentMethod: input.paymentMethod,
    quoteId: pricing.quoteId,
    discount: pricing.totals.discount,
    discountCode: pricing.discountCode,
    taxExemptionId: pricing.taxExemptionId,
    ...(held ? { status: "on_hold" as const, screeningMatch: held } : {}),
    ...(invoice ? { dueDate: addDays(shopToday(), NET_TERMS_DAYS), purchaseOrderFileUrl: input.purchaseOrderFileUrl ?? null } : {}),
  };
  return { pricing, order, reserve: reserveSteps(pricing, invoice, ctx.shopEmail, held), card: !invoice };
}
