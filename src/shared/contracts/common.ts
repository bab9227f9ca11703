import { z } from "zod";
import { isMoneyString, normalizeMoney } from "../money";

/** Error body of every non-2xx answer. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * What an amount's refinements check, as JSON Schema for the OpenAPI document (extensions §10):
 * a number with at most two decimals, or its text (isMoneyString: up to 8 digits, a point and 1-2
 * more; surrounding spaces are trimmed); `positive` refuses 0, `below` is an exclusive upper bound.
 */
export function moneyDoc({ positive = false, below }: { positive?: boolean; below?: number } = {}) {
  const digits = below !== undefined && below <= 100.01 ? "\\d{1,2}" : "\\d{1,8}";
  return {
    anyOf: [
      {
        type: "string",
        pattern: `^\\s*${digits}(\\.\\d{1,2})?\\s*$`,
        ...(positive ? { not: { pattern: "^\\s*0*(\\.0*)?\\s*$" } } : {}),
      },
      {
        type: "number",
        ...(positive ? { exclusiveMinimum: 0 } : { minimum: 0 }),
        ...(below !== undefined ? { exclusiveMaximum: below } : { maximum: 99_999_999.99 }),
        multipleOf: 0.01,
      },
    ],
  };
}

/** A money amount sent by a client: a number or decimal string, normalised to "12.34". */
export const moneyInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, "must be an amount with at most two decimals")
  .transform((value) => normalizeMoney(value))
  .meta(moneyDoc());

/** An amount above 0 (a price, a weight, a discount). */
export const positiveMoneyInput = moneyInput.refine((v) => Number(v) > 0, "must be greater than 0").meta(moneyDoc({ positive: true }));

/** The document's e-mail address: what z.email() checks after trimming. */
export const EMAIL_DOC = { format: "email" } as const;

/** Money as the API answers it. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** The id of a product or an order. */
export const uuid = z.uuid();
export const isUuid = (value: string): boolean => uuid.safeParse(value).success;

/** The id of a category or a tax rate (a PostgreSQL serial). */
export const serialId = z.coerce.number().int().positive().max(2_147_483_647);

/** Trimmed text with a length limit; the message is the spec's when given. */
export function text(max: number) {
  return z.string().trim().max(max, `must be at most ${max} characters`);
}

/** A calendar day as YYYY-MM-DD (a real date: 2026-02-30 is refused). */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "is not a real date",
  )
  .meta({ format: "date" });
