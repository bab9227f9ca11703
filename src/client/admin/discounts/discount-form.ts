// The discount code dialog's fields (extensions §8): text as typed, days in the shop's calendar. A code
// runs from the start of its first day to the end of its last day in California, as the shop counts days.
import { z } from "zod";
import { DISCOUNT_CODE_PATTERN, type Discount, type DiscountInput } from "../../../shared/contracts/discounts";
import { isMoneyString, normalizeMoney } from "../../../shared/money";
import { discountKinds } from "../../../shared/price-rules";
import { addDays, shopToday } from "../../../shared/shop-time";
import { shopDayStart } from "../../lib/dates";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === "" || DAY.test(v), "Choose a day");

export const discountFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, "Code is required")
      .max(40, "A code has at most 40 characters")
      .regex(DISCOUNT_CODE_PATTERN, "A code has only letters, digits, - and _"),
    kind: z.enum(discountKinds),
    value: z
      .string()
      .trim()
      .refine((v) => isMoneyString(v) && Number(v) > 0, "Enter an amount greater than 0, like 10.00"),
    minSubtotal: z
      .string()
      .trim()
      .refine((v) => v === "" || (isMoneyString(v) && Number(v) > 0), "Enter an amount like 500.00, or leave it empty"),
    startsOn: optionalDay,
    endsOn: optionalDay,
    maxUses: z
      .string()
      .trim()
      .refine((v) => v === "" || (/^\d{1,7}$/.test(v) && Number(v) >= 1), "Enter a whole number from 1, or leave it empty"),
    oncePerCustomer: z.boolean(),
    productIds: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent" && isMoneyString(v.value) && Number(v.value) > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "A percent must be at most 100" });
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last day must not be before the first" });
  });

export type DiscountFormValues = z.input<typeof discountFormSchema>;

/** The dialog's starting values: a code's own, or a new 10 % code without limits. */
export function discountFormValues(discount: Discount | null): DiscountFormValues {
  return {
    code: discount?.code ?? "",
    kind: discount?.kind ?? "percent",
    value: discount?.value ?? "",
    minSubtotal: discount?.minSubtotal ?? "",
    startsOn: discount?.startsAt ? shopToday(new Date(discount.startsAt)) : "",
    // Stored as the first instant after the last day: the day before it is the last one.
    endsOn: discount?.endsAt ? shopToday(new Date(Date.parse(discount.endsAt) - 1)) : "",
    maxUses: discount?.maxUses === null || discount?.maxUses === undefined ? "" : String(discount.maxUses),
    oncePerCustomer: discount?.oncePerCustomer ?? false,
    productIds: discount?.productIds ?? [],
  };
}

/** What POST and PUT /api/admin/discounts take. */
export function toDiscountInput(values: z.output<typeof discountFormSchema>): DiscountInput {
  return {
    code: values.code,
    kind: values.kind,
    value: normalizeMoney(values.value),
    minSubtotal: values.minSubtotal ? normalizeMoney(values.minSubtotal) : null,
    startsAt: values.startsOn ? shopDayStart(values.startsOn) : null,
    endsAt: values.endsOn ? shopDayStart(addDays(values.endsOn, 1)) : null,
    maxUses: values.maxUses ? Number(values.maxUses) : null,
    oncePerCustomer: values.oncePerCustomer,
    productIds: values.productIds,
  };
}
