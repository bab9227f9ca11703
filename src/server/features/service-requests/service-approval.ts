// Approving a service request (extensions §7): a repair under warranty is free; a repair out of
// warranty or a calibration approved with a price becomes a quote (§4) of one line of service work,
// priced by the domain's pricing for the customer's address, that they order like any quote. The
// customer's mail carries the RMA form, and the quote's PDF when there is one.
import { eq } from "drizzle-orm";
import type { QuoteRow } from "../../domain/quotes/quote-rules";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import type { Actor } from "../../domain/activity/record-activity";
import { actorName } from "../../domain/orders/order-change";
import { pricingForService } from "../../domain/pricing/pricing";
import { renderQuotePdf } from "../../domain/quotes/quote-pdf";
import { insertQuote } from "../../domain/quotes/quote-records";
import type { ServiceRequestRecord } from "../../domain/service-requests/service-dto";
import { stepServiceRequest, underWarranty, workName } from "../../domain/service-requests/service-rules";
import { AppError, conflict } from "../../lib/errors";
import { formatPrice } from "../../../shared/money";
import { renderRmaPdf } from "./rma-pdf";
import { queueStepMail, recordStep, type ServiceChangeContext } from "./service-steps";
import { serviceContact } from "./service-contact";

/** The quote of the work: one line naming the RMA number, the unit and the work; return shipping included. */
async function serviceQuote(tx: DbOrTx, record: ServiceRequestRecord, price: string): Promise<QuoteRow> {
  const { request, unit, customer } = record;
  const contact = await serviceContact(tx, request.userId, unit.orderId);
  if (!contact.address)
    throw conflict(
      `${customer.username} has no address on file to price the work for (no order, no saved address): ask them to save one in their account, then approve again.`,
    );
  const [product] = await tx
    .select({ image: products.image, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, unit.productId));
  const name = `${workName(request.type, unit)} (${request.number})`;
  let pricing;
  try {
    pricing = await pricingForService(
      { db: tx },
      {
        work: {
          name,
          product: { id: unit.productId, image: product?.image ?? "", category: product?.category ?? "Service" },
          work: { rma: request.number, serial: unit.serial },
          price,
        },
        address: contact.address,
        account: { id: request.userId, taxExemptionApproved: contact.taxExemptionApproved },
      },
    );
  } catch (error) {
    // The address is the customer's, not the staff member's input: a conflict to resolve with them.
    if (error instanceof AppError && error.statusCode === 400)
      throw conflict(`The customer's address cannot be priced (${error.message}): ask them to correct it in their account.`);
    throw error;
  }
  const a = contact.address;
  return insertQuote(tx, {
    userId: request.userId,
    items: pricing.lines,
    ...pricing.totals,
    shippingMethod: pricing.shipping.service,
    shippingServiceName: pricing.shipping.serviceName,
    customerName: contact.name,
    customerEmail: contact.email ?? "",
    customerPhone: contact.phone ?? "",
    companyName: contact.companyName,
    notes: null,
    street: a.street,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    taxExemptionId: pricing.taxExemptionId,
  });
}

export async function approveServiceRequest(
  ctx: ServiceChangeContext,
  record: ServiceRequestRecord,
  step: { note: string | null; price: string | null },
  actor: Actor,
): Promise<void> {
  const { request, unit } = record;
  // A repair under warranty is free (a price was refused before this); a return is never priced.
  const free = request.type === "repair" && underWarranty(unit);
  await ctx.database.db.transaction(async (tx) => {
    const quote = step.price && !free && request.type !== "return" ? await serviceQuote(tx, record, step.price) : null;
    const after = await stepServiceRequest(tx, request, "approved", {
      note: step.note,
      actor: actorName(actor),
      set: quote ? { price: quote.subtotal, quoteId: quote.id } : {},
    });
    const priced = quote ? `, quote ${quote.number} for ${formatPrice(quote.total)}` : free ? ", free under warranty" : "";
    await recordStep(tx, actor, request, after, `Approved ${request.number} (${workName(request.type, unit)})${priced}`);
    const approved = { ...record, request: after, quote };
    const contact = await serviceContact(tx, request.userId, unit.orderId);
    const attachments = [
      {
        filename: `${request.number}.pdf`,
        content: await renderRmaPdf({ record: approved, contact, approvedAt: new Date() }),
        contentType: "application/pdf",
      },
      ...(quote ? [{ filename: `${quote.number}.pdf`, content: await renderQuotePdf(quote), contentType: "application/pdf" }] : []),
    ];
    await queueStepMail(
      tx,
      approved,
      "approved",
      { note: step.note, free, ...(quote ? { quote: { number: quote.number, total: quote.total, validUntil: quote.validUntil } } : {}) },
      ctx.origin,
      attachments,
    );
  });
}
