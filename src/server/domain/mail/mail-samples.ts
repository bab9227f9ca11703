// Sample props for the owner's previews of each kind of mail (Admin › Settings): the products and
// prices of the shop's seed catalog, a sample customer at example.com, links to this shop. Rendered
// for the owner only; never queued or sent.
import { fromCents, linePriceCents, taxCents, toCents } from "../../../shared/money";
import { addDays, shopToday } from "../../../shared/shop-time";
import { seedProducts, seedTaxRates, type SeedProduct } from "../../db/seed/catalog-data";
import type { MailKindName, MailTemplate } from "./mail-kinds";
import type { OrderSummary, OrderSummaryLine } from "./templates/order-summary";

const CUSTOMER = { name: "Sample Customer", company: "Example Test Lab", email: "sample.customer@example.com", phone: "(555) 010-0100" };
const ORDER_ID = "3f6c1a9e-0000-4000-8000-000000000000";
const ORDER_NUMBER = ORDER_ID.slice(0, 8).toUpperCase();
const SAMPLE_TOKEN = "sample-preview-token-not-valid";

function product(slug: string): SeedProduct {
  const found = seedProducts.find((p) => p.slug === slug) ?? seedProducts[0];
  if (!found) throw new Error("the seed catalog has no products");
  return found;
}

/** A line of the seed catalog's product with its first option, `backordered` of the units built to order. */
function line(slug: string, quantity: number, backordered = 0): OrderSummaryLine {
  const p = product(slug);
  const option = p.options[0] ?? null;
  const unit = linePriceCents(p.price, option?.price, 1);
  return {
    quantity,
    productName: p.name,
    optionTitle: option?.title ?? null,
    price: fromCents(unit),
    lineTotal: fromCents(unit * quantity),
    ...(backordered > 0 && p.leadTimeDays ? { backorderedQuantity: backordered, leadTimeDays: p.leadTimeDays } : {}),
  };
}

/** Three lines of the seed catalog, one built to order (when the catalog has such a product), taxed at California's seed rate. */
function sampleOrder(): OrderSummary {
  const builtToOrder = seedProducts.find((p) => p.leadTimeDays !== undefined);
  const lines = [
    line("101a-emc-probe-set", 1),
    line("102a-h-field-probe-25mm", 2),
    ...(builtToOrder ? [line(builtToOrder.slug, 1, 1)] : []),
  ];
  const subtotal = lines.reduce((sum, l) => sum + toCents(l.lineTotal), 0);
  const taxRate = seedTaxRates.find((r) => r.state === "CA")?.taxRate ?? "0.00";
  const tax = taxCents(subtotal, taxRate);
  const shipping = 4850;
  return {
    orderNumber: ORDER_NUMBER,
    purchaseOrderNumber: "PO-1042",
    lines,
    subtotal: fromCents(subtotal),
    discount: "0.00",
    discountCode: null,
    taxRate,
    taxAmount: fromCents(tax),
    shippingName: "UPS Ground",
    shippingCost: fromCents(shipping),
    total: fromCents(subtotal + tax + shipping),
    shipTo: [CUSTOMER.name, CUSTOMER.company, "100 Example Way", "Santa Rosa, CA 95401", "United States"],
    specialInstructions: "Deliver to the receiving dock.",
  };
}

/** Realistic props of one kind of mail, for its preview; dates from `today` (YYYY-MM-DD). */
export function sampleTemplate(kind: MailKindName, origin: string, today = shopToday()): MailTemplate {
  const order = sampleOrder();
  const orderLetter = { customerName: CUSTOMER.name, orderNumber: ORDER_NUMBER, orderUrl: `${origin}/orders/${ORDER_ID}` };
  const instrument = product("140a-rf-current-probe");
  const unit = { productName: instrument.name, serial: "GRF-140A-0042" };
  switch (kind) {
    case "order-confirmation":
      return { kind, props: { customerName: CUSTOMER.name, payment: "paid", dueDate: null, order } };
    case "order-notice":
      return { kind, props: { payment: "paid", dueDate: null, customer: CUSTOMER, transactionId: "sample-transaction", order } };
    case "order-shipped":
      return {
        kind,
        props: {
          ...orderLetter,
          carrier: "UPS",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
          parcel: order.lines.slice(0, 2).map((l, i) => ({
            quantity: l.quantity,
            productName: l.productName,
            serials: Array.from({ length: l.quantity }, (_, n) => `GRF-SAMPLE-${i}${n + 1}`),
          })),
          toFollow: order.lines.slice(2).map((l) => ({ quantity: l.quantity, productName: l.productName })),
        },
      };
    case "order-cancelled":
      return { kind, props: { ...orderLetter, payment: { kind: "refunded", amount: order.total }, reason: "Ordered twice by mistake." } };
    case "order-refunded": {
      const amount = order.lines[1]?.lineTotal ?? order.subtotal;
      return { kind, props: { ...orderLetter, amount, reason: "Returned unused", refundedSoFar: amount, total: order.total } };
    }
    case "quote":
      return {
        kind,
        props: {
          customerName: CUSTOMER.name,
          number: `Q-${today.slice(0, 4)}-00012`,
          revision: null,
          validUntil: addDays(today, 30),
          intro: null,
        },
      };
    case "service-step":
      return {
        kind,
        props: {
          name: CUSTOMER.name,
          request: { number: `RMA-${today.slice(0, 4)}-00007`, type: "calibration", unit },
          status: "approved",
          note: null,
          quote: { number: `Q-${today.slice(0, 4)}-00013`, total: "262.50", validUntil: addDays(today, 30) },
          pageUrl: `${origin}/account/instruments`,
        },
      };
    case "unit-registration":
      return {
        kind,
        props: {
          username: "sample_customer",
          ...unit,
          purchasedFrom: "Example Distributor",
          purchasedOn: addDays(today, -20),
          reason: null,
          accepted: true,
          warrantyEndsOn: addDays(today, 365 * 2),
          pageUrl: `${origin}/account/instruments`,
        },
      };
    case "calibration-reminder":
      return {
        kind,
        props: {
          username: "sample_customer",
          ...unit,
          dueOn: addDays(today, 30),
          overdue: false,
          requestUrl: `${origin}/account/instruments?service=1&type=calibration`,
        },
      };
    case "back-in-stock": {
      const p = product("150a-emc-probe-amplifier");
      return {
        kind,
        props: {
          productName: p.name,
          productUrl: `${origin}/products`,
          unsubscribeUrl: `${origin}/api/stock-alerts/unsubscribe?token=${SAMPLE_TOKEN}`,
        },
      };
    }
    case "email-verification":
      return { kind, props: { username: "sample_customer", email: CUSTOMER.email, link: `${origin}/verify-email?token=${SAMPLE_TOKEN}` } };
    case "password-reset":
      return { kind, props: { username: "sample_customer", link: `${origin}/reset-password?token=${SAMPLE_TOKEN}` } };
    case "staff-invite":
      return { kind, props: { name: "Sample Staff", role: "staff", link: `${origin}/reset-password?token=${SAMPLE_TOKEN}&welcome=1` } };
    case "contact-message":
      return {
        kind,
        props: {
          name: CUSTOMER.name,
          email: CUSTOMER.email,
          phone: CUSTOMER.phone,
          message: `Do you have the ${instrument.name} in stock?\nWe would need two by the end of the month.`,
          receivedAt: new Date(`${today}T17:30:00Z`).toISOString(),
          ip: "192.0.2.10",
        },
      };
  }
}
