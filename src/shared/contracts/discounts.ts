// Selling like the best shops (extensions §8): discount codes and customer groups.
import { z } from "zod";
import { discountKinds } from "../price-rules";
import { money, moneyDoc, moneyInput, text } from "./common";

// ---- Discount codes ----

/** Letters, digits, - and _: what a customer can type from a flyer and a URL carries unchanged. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A code as typed at the checkout: trimmed, compared without regard to case by the server. */
export const discountCodeInput = text(40)
  .min(1, "Enter a discount code")
  .regex(DISCOUNT_CODE_PATTERN, "A code has only letters, digits, - and _");

const dateTime = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date-time like 2026-12-01T00:00:00Z")
  .transform((v) => new Date(v).toISOString())
  .meta({ format: "date-time" });

/** A positive amount with two decimals ("10.00"). */
const positiveAmount = moneyInput.refine((v) => Number(v) > 0, "must be greater than 0").meta(moneyDoc({ positive: true }));

/** GET/POST /api/admin/discounts, PUT /api/admin/discounts/{id}: the code and its rules. */
export const discountInput = z
  .object({
    code: discountCodeInput,
    kind: z.enum(discountKinds, "must be percent or amount"),
    /** A percent ("10.00" is 10 %) or an amount off, by kind. */
    value: positiveAmount,
    /** The order's subtotal (before the discount) must be at least this. */
    minSubtotal: positiveAmount.nullish().transform((v) => v ?? null),
    startsAt: dateTime.nullish().transform((v) => v ?? null),
    endsAt: dateTime.nullish().transform((v) => v ?? null),
    /** Orders that may use the code in all; null: no limit. */
    maxUses: z
      .number("must be a whole number")
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    /** Each customer account may use it once. */
    oncePerCustomer: z.boolean().default(false),
    /** Only these products' lines are discounted; empty: every line. */
    productIds: z.array(z.uuid("must be product ids")).max(200, "at most 200 products").default([]),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "percent" && Number(value.value) > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "A percent must be at most 100.00" });
    if (value.startsAt && value.endsAt && value.endsAt <= value.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be after startsAt" });
  });
export type DiscountInput = z.input<typeof discountInput>;
export type DiscountData = z.output<typeof discountInput>;

export const discount = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: money,
  minSubtotal: money.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  productIds: z.array(z.string()),
  /** Orders placed with it (a declined or released payment gives its use back). */
  uses: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discount>;
export const discountList = z.array(discount);

/** POST /api/discounts/check: `items` as in the checkout's orderData.items (JSON text of the cart lines; an array is accepted too). */
export const discountCheckRequest = z.object({
  code: discountCodeInput,
  items: z.union([
    z.string().min(2, "the cart is empty").max(200_000),
    z
      .array(z.unknown())
      .max(100)
      .transform((v) => JSON.stringify(v)),
  ]),
});
export type DiscountCheckRequest = z.input<typeof discountCheckRequest>;

export const discountCheck = z.object({
  /** The code as the shop writes it. */
  code: z.string(),
  discountAmount: money,
  message: z.string(),
});
export type DiscountCheck = z.infer<typeof discountCheck>;

// ---- Customer groups ----

export const customerGroupInput = z.object({
  name: text(100).min(1, "Name is required"),
  /** Percent off the list price ("10.00" is 10 %). */
  discountPercent: moneyInput
    .refine((v) => Number(v) > 0 && Number(v) < 100, "must be more than 0 and less than 100")
    .meta(moneyDoc({ positive: true, below: 100 })),
});
export type CustomerGroupInput = z.input<typeof customerGroupInput>;

export const customerGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  discountPercent: money,
  /** Customer accounts in the group. */
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type CustomerGroup = z.infer<typeof customerGroup>;
export const customerGroupList = z.array(customerGroup);
