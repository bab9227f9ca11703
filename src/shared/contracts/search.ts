import { z } from "zod";
import { toCents } from "../money";
import { moneyInput, text } from "./common";
import { product } from "./catalog";
import { SEARCH_TEXT_MAX as SEARCH_QUERY_MAX } from "../search-page-query";

export { SEARCH_LIMIT } from "../search-page-query";

const optionalMoney = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || String(v).trim() === "" ? undefined : v))
  .pipe(moneyInput.optional());

/** GET /api/search's query (extensions §8): `category` is a category's name (any case), prices are list prices. */
export const searchQuery = z
  .object({
    q: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
    category: text(100)
      .optional()
      .transform((v) => v || undefined),
    minPrice: optionalMoney,
    maxPrice: optionalMoney,
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || toCents(v.minPrice) <= toCents(v.maxPrice), {
    path: ["maxPrice"],
    message: "must not be below minPrice",
  });
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchRequest = z.output<typeof searchQuery>;

export const searchFacet = z.object({ name: z.string(), count: z.number().int() });
export type SearchFacet = z.infer<typeof searchFacet>;

export const searchResult = z.object({
  /** The best matches first: the whole name, then names that start with the query, then names with every word, then the rest. */
  products: z.array(product),
  /** Every product that matches (with the filters), of which `products` holds the first SEARCH_LIMIT. */
  total: z.number().int(),
  facets: z.object({
    /** Matches per category for the query and the price filters, without the category filter; most first. */
    categories: z.array(searchFacet),
  }),
});
export type SearchResult = z.infer<typeof searchResult>;
