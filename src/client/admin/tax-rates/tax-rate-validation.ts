import { z } from "zod";
import { usStateCode } from "../../../shared/geo";
import { normalizeMoney, toCents } from "../../../shared/money";

// The form's rules with admin.md §5's messages word for word.
export const MISSING_MESSAGE = "Please select a state and enter a tax rate";
export const RANGE_MESSAGE = "Tax rate must be a number between 0 and 100";

const DECIMAL = /^\d+(\.\d+)?$/;

/** Both fields given, the rate a number from 0 to 100, sent with two decimals and the state's code. */
export const taxRateFormSchema = z.object({
  state: z
    .string()
    .refine((value) => usStateCode(value) !== undefined, MISSING_MESSAGE)
    .transform((value) => usStateCode(value)!),
  taxRate: z
    .string()
    .trim()
    .min(1, MISSING_MESSAGE)
    // "1e1" is a number but not a decimal amount; the rate is rounded to cents before it is compared.
    .refine((value) => value === "" || (DECIMAL.test(value) && toCents(value) <= 100_00), RANGE_MESSAGE)
    .transform((value) => normalizeMoney(value)),
});

export type TaxRateFormValues = z.input<typeof taxRateFormSchema>;
export const taxRateFormDefaults: TaxRateFormValues = { state: "", taxRate: "" };

/** The one message the spec's validation toast gives: the state's problem first, as the form reads. */
export function firstProblem(errors: Partial<Record<keyof TaxRateFormValues, { message?: string | undefined }>>): string {
  return errors.state?.message ?? errors.taxRate?.message ?? MISSING_MESSAGE;
}
