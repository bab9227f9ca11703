import { z } from "zod";
import { isMoneyString, toCents } from "../../../shared/money";

const amount = z
  .string()
  .trim()
  .refine((v) => v === "" || isMoneyString(v.replace(/^\$/, "").replace(/,/g, "")), "Enter an amount like 250 or 99.50");

/** The search page's price filter: two optional amounts, the maximum not below the minimum. */
export const searchPriceForm = z
  .object({ minPrice: amount, maxPrice: amount })
  .refine((v) => v.minPrice === "" || v.maxPrice === "" || toCents(plain(v.maxPrice)) >= toCents(plain(v.minPrice)), {
    path: ["maxPrice"],
    message: "The maximum must not be below the minimum",
  });
export type SearchPriceValues = z.infer<typeof searchPriceForm>;

/** "$1,250.00" as the URL carries it: "1250.00" (an empty field: no bound). */
export function plain(value: string): string {
  return value.trim().replace(/^\$/, "").replace(/,/g, "");
}
