import { z } from "zod";
import { money, moneyInput, text } from "./common";

export const productOption = z.object({
  title: z.string(),
  price: money,
  isDefault: z.boolean().optional(),
});
export type ProductOption = z.infer<typeof productOption>;

export const highlightedSpec = z.object({ name: z.string(), value: z.string() });
export type HighlightedSpec = z.infer<typeof highlightedSpec>;

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  fileUrl: z.string().nullable(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof category>;

export const product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: money,
  category: z.string(),
  inStock: z.number().int(),
  options: z.array(productOption),
  highlightedSpecs: z.array(highlightedSpec),
  specifications: z.string(),
  weightLbs: money,
  lengthIn: money,
  widthIn: money,
  heightIn: money,
  pdfUrl: z.string().nullable(),
  pdfTitle: z.string().nullable(),
  /** Export data (extensions §4): null when not recorded. */
  eccn: z.string().nullable(),
  htsCode: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** A link or object path stored for an image or document: a site path or an http(s) URL. */
export const assetUrl = text(2000).refine(
  (value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value),
  "must be a path starting with / or an http(s) URL",
);

export const categoryInput = z.object({
  name: text(100).min(1, "Name is required"),
  description: text(2000).optional().default(""),
  image: assetUrl.nullish().transform((v) => v || null),
  fileUrl: assetUrl.nullish().transform((v) => v || null),
});
export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryData = z.output<typeof categoryInput>;

const positiveMoney = moneyInput.refine((v) => Number(v) >= 0, "must not be negative");
const dimension = moneyInput.refine((v) => Number(v) > 0, "must be greater than 0");

export const productOptionInput = z.object({
  title: text(200).min(1, "Option title is required"),
  price: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Option price is required")
    .pipe(positiveMoney),
  isDefault: z.boolean().optional(),
});

export const highlightedSpecInput = z.object({
  name: text(100).min(1, "Name is required"),
  value: text(200).min(1, "Value is required"),
});

/**
 * Product create/update body. Option defaults follow admin.md §4: when none is marked
 * the first becomes default; when several are, only the first marked stays default.
 */
export const productInput = z.object({
  name: text(200).min(1, "Name is required"),
  category: text(100).min(1, "Category is required"),
  price: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Price is required")
    .pipe(positiveMoney),
  inStock: z.coerce.number().int("must be a whole number").min(0, "must be at least 0").max(1_000_000).default(0),
  weightLbs: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Weight is required")
    .pipe(dimension)
    .default("5.00"),
  lengthIn: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Length is required")
    .pipe(dimension)
    .default("12.00"),
  widthIn: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Width is required")
    .pipe(dimension)
    .default("12.00"),
  heightIn: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Height is required")
    .pipe(dimension)
    .default("12.00"),
  image: assetUrl.min(1, "Image is required"),
  description: text(10_000).min(1, "Description is required"),
  specifications: text(20_000).min(1, "Specifications are required"),
  options: z.array(productOptionInput).max(50).default([]).transform(normalizeOptionDefaults),
  highlightedSpecs: z.array(highlightedSpecInput).max(50).default([]),
  pdfTitle: text(200)
    .nullish()
    .transform((v) => v || null),
  pdfUrl: assetUrl.nullish().transform((v) => v || null),
  /** Export Control Classification Number, e.g. "EAR99" or "3A992.a". */
  eccn: text(20)
    .refine((v) => v === "" || /^(EAR99|[0-9][A-E][0-9]{3}(\.[A-Za-z0-9.]+)?)$/i.test(v), "ECCN must look like EAR99 or 3A992.a")
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  /** Harmonized Tariff Schedule code, e.g. "9030.40.0000". */
  htsCode: text(20)
    .refine((v) => v === "" || /^[0-9]{4}(\.?[0-9]{2}){0,3}$/.test(v), "HTS code must be digits like 9030.40.0000")
    .nullish()
    .transform((v) => v || null),
  /** ISO 3166 two-letter country of origin, e.g. "US". */
  countryOfOrigin: text(2)
    .refine((v) => v === "" || /^[A-Za-z]{2}$/.test(v), "Country of origin must be a two-letter country code")
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
});
export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;

/**
 * Product update body. expectedInStock is the stock the editor was loaded with: when given, the
 * save is refused (409) if orders changed the stock meanwhile, so a stale form never overwrites
 * it. Callers that leave it out overwrite the stock as before.
 */
export const productUpdateInput = productInput.extend({
  expectedInStock: z.number().int("must be a whole number").min(0, "must be at least 0").max(1_000_000).optional(),
});
export type ProductUpdateInput = z.input<typeof productUpdateInput>;
export type ProductUpdateData = z.output<typeof productUpdateInput>;

export function normalizeOptionDefaults<T extends { isDefault?: boolean | undefined }>(options: T[]): (T & { isDefault: boolean })[] {
  if (options.length === 0) return [];
  let chosen = options.findIndex((o) => o.isDefault === true);
  if (chosen < 0) chosen = 0;
  return options.map((o, i) => ({ ...o, isDefault: i === chosen }));
}
