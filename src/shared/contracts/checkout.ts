import { z } from "zod";
import { EMAIL_DOC, money, moneyDoc, moneyInput, text } from "./common";
import { orderPaymentMethods } from "./institutional";

// ---- Shipping (POST /api/shipping/rates) ----

const measure = z.coerce.number().positive("must be greater than 0").max(10_000, "is too large");

export const shippingItem = z.object({
  weight: measure,
  length: measure,
  width: measure,
  height: measure,
  quantity: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(1000, "is too large"),
});

export const shippingRatesRequest = z.object({
  shipToCity: text(100).min(1, "is required"),
  shipToState: text(100).default(""),
  shipToZip: text(20).min(1, "is required"),
  shipToCountry: text(100).min(2, "is required"),
  items: z.array(shippingItem).min(1, "at least one item is required").max(200, "too many items"),
});
export type ShippingRatesRequest = z.input<typeof shippingRatesRequest>;

export const shippingRate = z.object({ service: z.string(), serviceName: z.string(), cost: money });
export type ShippingRate = z.infer<typeof shippingRate>;

/** The spec's service names, by UPS service code. */
export const SHIPPING_SERVICE_NAMES: Record<string, string> = {
  "03": "Delivery in 1-5 business days",
  "02": "Delivery in 2 business days",
  "01": "Next business day delivery",
  "07": "International express delivery",
};

// ---- Tax (GET /api/tax-rates/{state}) ----

export const taxRate = z.object({ id: z.number().int(), state: z.string(), taxRate: money, updatedAt: z.string() });
export type TaxRate = z.infer<typeof taxRate>;

export const taxRateInput = z.object({
  state: z.string().trim().min(1, "Please select a state and enter a tax rate").max(50),
  taxRate: moneyInput
    .refine((v) => Number(v) >= 0 && Number(v) <= 100, "Tax rate must be a number between 0 and 100")
    .meta(moneyDoc({ below: 100.01 })),
});

// ---- Cart lines as the checkout sends them in orderData.items (JSON text) ----

export const cartLine = z.object({
  product: z.object({
    id: z.string().max(100),
    name: z.string().max(300).optional(),
    price: z.union([z.string(), z.number()]).optional(),
    image: z.string().max(2000).optional(),
    category: z.string().max(200).optional(),
    weightLbs: z.union([z.string(), z.number()]).nullish(),
    lengthIn: z.union([z.string(), z.number()]).nullish(),
    widthIn: z.union([z.string(), z.number()]).nullish(),
    heightIn: z.union([z.string(), z.number()]).nullish(),
  }),
  quantity: z.number().int("must be a whole number").min(1, "must be at least 1").max(1000, "is too large"),
  selectedOption: z.object({ title: z.string().max(200), price: z.union([z.string(), z.number()]) }).nullish(),
});
export type CartLineInput = z.infer<typeof cartLine>;

// ---- Charge (POST /api/payment/charge) ----

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, `must be at most ${max} characters`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** orderData of the charge call: the order fields of spec §3. Totals and status are recomputed by the server. */
export const orderData = z.object({
  customerName: required(200, "Name must be at least 2 characters")
    .pipe(z.string().min(2, "Name must be at least 2 characters"))
    .meta({ minLength: 2 }),
  customerEmail: z.string().trim().max(200).pipe(z.email("Invalid email address")).meta(EMAIL_DOC),
  customerPhone: required(40, "Phone number must be at least 10 digits")
    .pipe(z.string().min(10, "Phone number must be at least 10 digits"))
    .meta({ minLength: 10 }),
  companyName: optional(200),
  billingStreet: required(300, "Billing street address is required"),
  billingCity: required(100, "Billing city is required"),
  billingState: required(100, "Billing state is required"),
  billingZipCode: required(20, "Billing ZIP code is required"),
  billingCountry: required(100, "Billing country is required"),
  street: required(300, "Shipping street address is required"),
  city: required(100, "Shipping city is required"),
  state: z.string().trim().max(100).default(""),
  zipCode: required(20, "Shipping ZIP code is required"),
  country: required(100, "Shipping country is required"),
  customerAddress: optional(1000),
  purchaseOrderNumber: optional(100),
  specialInstructions: optional(2000),
  /** Extensions §9: the buyer's tax id, checked against the shipping country's format (spaces ignored). */
  taxId: optional(60),
  items: z.string().min(2, "items: the cart is empty").max(200_000, "items: too many lines"),
  shippingMethod: required(10, "Please select a shipping method"),
  /** A discount code (extensions §8): priced by the server; the discount the client shows must be the server's (409). */
  discountCode: z
    .string()
    .trim()
    .max(40, "discountCode: must be at most 40 characters")
    .regex(/^[A-Za-z0-9_-]*$/, "discountCode: a code has only letters, digits, - and _")
    .nullish()
    .transform((v) => v || null),
  discountAmount: moneyInput.optional(),
  subtotal: moneyInput.optional(),
  taxRate: moneyInput.optional(),
  taxAmount: moneyInput.optional(),
  shippingCost: moneyInput.optional(),
  total: moneyInput.optional(),
  status: z.string().max(20).optional(),
  userId: z.number().int().nullish(),
});
export type OrderDataInput = z.input<typeof orderData>;

export const chargeRequest = z
  .object({
    // Required for a card payment (checked below); an invoiced order carries no card token.
    opaqueDataDescriptor: z.string().trim().max(200).default(""),
    opaqueDataValue: z.string().trim().max(8192).default(""),
    amount: moneyInput,
    orderData,
    // ---- extensions §4 (institutional buying): invoice on Net 30 terms, order from a quote ----
    paymentMethod: z.enum(orderPaymentMethods, "must be card or invoice").default("card"),
    quoteId: z.uuid("must be a quote id").optional(),
    /** The PO PDF of an invoiced order, as the signed upload answered it. */
    purchaseOrderFileUrl: z
      .string()
      .trim()
      .regex(/^\/objects\/purchase-orders\/[a-f0-9-]{36}$/, "must be the path of an uploaded purchase order")
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod !== "card") return;
    if (!value.opaqueDataDescriptor) ctx.addIssue({ code: "custom", path: ["opaqueDataDescriptor"], message: "is required" });
    if (!value.opaqueDataValue) ctx.addIssue({ code: "custom", path: ["opaqueDataValue"], message: "is required" });
  });
export type ChargeRequest = z.input<typeof chargeRequest>;

export const chargeResponse = z.union([
  z.object({ success: z.literal(true), message: z.string(), orderId: z.string() }),
  z.object({
    success: z.literal(false),
    message: z.string(),
    /**
     * false when the card processor's outcome is unknown (the card may have been charged): the
     * answer is final for its Idempotency-Key, so the checkout must keep the key rather than
     * start a new payment. Absent on a decline or a definitive error.
     */
    retryable: z.literal(false).optional(),
  }),
]);
export type ChargeResponse = z.infer<typeof chargeResponse>;

// ---- Payment configuration and the test gateway ----

export const paymentConfig = z.object({
  provider: z.enum(["test", "authorizenet"]),
  apiLoginId: z.string(),
  clientKey: z.string(),
  scriptUrl: z.string(),
  testMode: z.boolean(),
  testCard: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;

export const testTokenRequest = z.object({
  cardNumber: z.string().max(40),
  month: z.string().max(4),
  year: z.string().max(6),
  cardCode: z.string().max(6),
  zip: z.string().max(20).optional(),
});

export { money };
