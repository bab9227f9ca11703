// Buying as an institution (extensions §4): quotes, payment terms, received payments, tax
// exemption certificates. The database's CHECKs are made from these lists.
import { z } from "zod";
import { EMAIL_DOC, isoDate, money, moneyInput } from "./common";
import { pricedLineFields } from "./order-line";
import { paymentStatuses } from "./orders";

export const paymentTermsList = ["card", "net30"] as const;
export type PaymentTerms = (typeof paymentTermsList)[number];

/** How an order is paid: by card at checkout, or invoiced on the account's Net 30 terms. */
export const orderPaymentMethods = ["card", "invoice"] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** How the admin received money for an invoiced order. */
export const receivedPaymentMethods = ["check", "wire", "card", "other"] as const;

/**
 * Stored: open, ordered or on_hold (the buyer matched the screening list: it cannot be ordered
 * until the owner releases it, extensions §9). Answered: expired too, once validUntil has passed
 * on an open quote.
 */
export const quoteStatuses = ["open", "ordered", "expired", "on_hold"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const taxExemptionStatuses = ["pending", "approved", "rejected"] as const;
export type TaxExemptionStatus = (typeof taxExemptionStatuses)[number];

const required = (max: number, label: string) =>
  z.string().trim().min(1, `${label} is required`).max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

// ---- Quotes ----

export const quoteAddress = z.object({
  street: required(300, "Street address"),
  city: required(100, "City"),
  state: z.string().trim().max(100).default(""),
  zipCode: required(20, "ZIP code"),
  country: required(100, "Country"),
});

/** POST /api/quotes: `items` as in the checkout's orderData.items (JSON text of the cart lines; an array is accepted too). */
export const quoteRequest = z.object({
  items: z.union([
    z.string().min(2, "the cart is empty").max(200_000),
    z
      .array(z.unknown())
      .max(100)
      .transform((v) => JSON.stringify(v)),
  ]),
  shippingAddress: quoteAddress,
  shippingMethod: required(10, "Shipping method"),
  customerName: required(200, "Name").pipe(z.string().min(2, "Name must be at least 2 characters")),
  customerEmail: z.string().trim().max(200).pipe(z.email("Invalid email address")).meta(EMAIL_DOC),
  customerPhone: required(40, "Phone number").pipe(z.string().min(10, "Phone number must be at least 10 digits")).meta({ minLength: 10 }),
  companyName: optionalText(200),
  notes: optionalText(2000),
  /** A discount code (extensions §8): its rules are checked now, its use counted when the quote is ordered. */
  discountCode: z
    .string()
    .trim()
    .max(40, "must be at most 40 characters")
    .regex(/^[A-Za-z0-9_-]*$/, "a code has only letters, digits, - and _")
    .nullish()
    .transform((v) => v || null),
  /** Extensions §9: the buyer's tax id, checked against the shipping country's format. */
  taxId: optionalText(60),
});
export type QuoteRequest = z.input<typeof quoteRequest>;

/** A quoted line: an order line with its line total (plain, so the answer serialises without a transform). */
export const quoteLine = pricedLineFields.extend({ lineTotal: money });

export const quote = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(quoteStatuses),
  validUntil: z.string(),
  items: z.array(quoteLine),
  subtotal: money,
  discount: money,
  /** The discount code the quote was priced with; null without one. */
  discountCode: z.string().nullable(),
  /** The same amount as `discount` (extensions §8 names it so on orders and quotes alike). */
  discountAmount: money,
  taxRate: money,
  taxAmount: money,
  shippingCost: money,
  total: money,
  shippingAddress: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() }),
  shippingMethod: z.string(),
  shippingServiceName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  companyName: z.string().nullable(),
  notes: z.string().nullable(),
  taxId: z.string().nullable(),
  userId: z.number().int().nullable(),
  orderId: z.string().nullable(),
  taxExemptionId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quote>;
export const quoteList = z.array(quote);

/** PUT /api/admin/quotes/{id}: every field optional, the discount an amount. */
export const quoteUpdate = z
  .object({
    lines: z
      .array(z.object({ index: z.number().int().min(0, "must be 0 or more"), unitPrice: moneyInput }))
      .max(100)
      .optional(),
    discount: moneyInput.optional(),
    validUntil: isoDate.optional(),
  })
  .refine((v) => v.lines !== undefined || v.discount !== undefined || v.validUntil !== undefined, "Nothing to change");

// ---- Payment terms and customers ----

export const adminCustomer = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  paymentTerms: z.enum(paymentTermsList),
  /** The customer group whose prices the account gets (extensions §8); null: list prices. */
  groupId: z.number().int().nullable(),
  orderCount: z.number().int(),
  spend: money,
  createdAt: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerList = z.array(adminCustomer);
/** PUT /api/admin/customers/{id}: the account's payment terms, its customer group (null: none), or both. */
export const customerUpdateInput = z
  .object({
    paymentTerms: z.enum(paymentTermsList, "must be card or net30").optional(),
    groupId: z.number("must be a customer group's id or null").int().positive().max(2_147_483_647).nullable().optional(),
  })
  .refine((v) => v.paymentTerms !== undefined || v.groupId !== undefined, "Nothing to change: send paymentTerms or groupId");
export type CustomerUpdateInput = z.input<typeof customerUpdateInput>;

// ---- Payments received for invoiced orders ----

export const orderPaymentInput = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "Amount must be a positive amount of dollars and cents")
    .refine((v) => Number(v) > 0, "Amount must be greater than 0")
    .meta({ type: "string", pattern: "^\\s*\\d{1,8}(\\.\\d{1,2})?\\s*$", not: { pattern: "^\\s*0*(\\.0*)?\\s*$" } }),
  method: z.enum(receivedPaymentMethods, "must be check, wire, card or other"),
  reference: z.string().trim().max(200, "must be at most 200 characters").default(""),
});

export const orderPayment = z.object({
  id: z.number().int(),
  orderId: z.string(),
  amount: money,
  method: z.enum(receivedPaymentMethods),
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const orderPaymentResult = z.object({
  payment: orderPayment,
  amountPaid: money,
  balance: money,
  paymentStatus: z.enum(paymentStatuses),
});

export const overdueInvoice = z.object({
  orderId: z.string(),
  invoiceNumber: z.string().nullable(),
  customerName: z.string(),
  companyName: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  total: money,
  balance: money,
  dueDate: z.string(),
  daysOverdue: z.number().int(),
});
export type OverdueInvoice = z.infer<typeof overdueInvoice>;
export const overdueInvoiceList = z.object({ invoices: z.array(overdueInvoice), totalOutstanding: money });

// ---- Tax exemption certificates ----

export const taxExemptionInput = z.object({
  state: z.string().trim().min(2, "State is required").max(100),
  certificateNumber: required(100, "Certificate number"),
  expiresOn: isoDate,
  fileUrl: z
    .string()
    .trim()
    .regex(/^\/objects\/certificates\/[A-Za-z0-9._-]+$/, "must be the path of an uploaded certificate"),
});
export type TaxExemptionInput = z.input<typeof taxExemptionInput>;

export const taxExemption = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string().optional(),
  state: z.string(),
  certificateNumber: z.string(),
  expiresOn: z.string(),
  fileUrl: z.string(),
  status: z.enum(taxExemptionStatuses),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TaxExemption = z.infer<typeof taxExemption>;
export const taxExemptionList = z.array(taxExemption);
export const taxExemptionDecision = z.object({
  status: z.enum(["approved", "rejected"], "must be approved or rejected"),
  reason: z.string().trim().max(500, "must be at most 500 characters").optional(),
});
