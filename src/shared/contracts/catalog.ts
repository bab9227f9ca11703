import { z } from "zod";
import { isMoneyString } from "../money";
import { MAX_PRICE_TIERS, priceTierProblems } from "../price-rules";
import { money, moneyDoc, moneyInput, text } from "./common";

export const productOption = z.object({
  title: z.string(),
  price: money,
  isDefault: z.boolean().optional(),
});
export type ProductOption = z.infer<typeof productOption>;

export const highlightedSpec = z.object({ name: z.string(), value: z.string() });

/** A quantity price (extensions §8): from `minQuantity` units of the product on, each costs `price`. */
export const priceTier = z.object({ minQuantity: z.number().int(), price: money });
export type PriceTierDto = z.infer<typeof priceTier>;
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
  /** Instruments after the shipment (extensions §7): each unit has a serial number. */
  serialized: z.boolean(),
  warrantyMonths: z.number().int(),
  /** Months between calibrations; null for products that are not calibrated (and those not serialized). */
  calibrationIntervalMonths: z.number().int().nullable(),
  /** Quantity prices, fewest units first (extensions §8); empty when the product has one price. */
  priceTiers: z.array(priceTier),
  /** Build to order (extensions §8): buyable at stock 0; what the stock does not cover ships in about `leadTimeDays`. */
  backorderable: z.boolean(),
  /** Days to build one to order; null when the product is not backorderable. */
  leadTimeDays: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** A link or object path stored for an image or document: a site path or an http(s) URL. */
export const assetUrl = text(2000)
  .refine(
    (value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value),
    "must be a path starting with / or an http(s) URL",
  )
  .meta({ pattern: "^(|\\s*/.*|\\s*[Hh][Tt][Tt][Pp][Ss]?://.*)$" });

export const categoryInput = z.object({
  name: text(100).min(1, "Name is required"),
  description: text(2000).optional().default(""),
  image: assetUrl.nullish().transform((v) => v || null),
  fileUrl: assetUrl.nullish().transform((v) => v || null),
});
export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryData = z.output<typeof categoryInput>;

const positiveMoney = moneyInput.refine((v) => Number(v) >= 0, "must not be negative").meta(moneyDoc());
const dimension = moneyInput.refine((v) => Number(v) > 0, "must be greater than 0").meta(moneyDoc({ positive: true }));

export const productOptionInput = z.object({
  title: text(200).min(1, "Option title is required"),
  price: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Option price is required")
    .pipe(positiveMoney)
    .meta(moneyDoc()),
  isDefault: z.boolean().optional(),
});

export const priceTierInput = z.object({
  minQuantity: z.coerce
    .number("Quantity must be a whole number")
    .int("Quantity must be a whole number")
    .min(2, "Quantity must be at least 2")
    .max(100_000, "Quantity must be at most 100000"),
  price: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Tier price is required")
    .pipe(moneyInput)
    .refine((v) => Number(v) > 0, "Tier price must be greater than 0")
    .meta(moneyDoc({ positive: true })),
});

export const highlightedSpecInput = z.object({
  name: text(100).min(1, "Name is required"),
  value: text(200).min(1, "Value is required"),
});

/**
 * Product create/update body. Option defaults follow admin.md §4: when none is marked
 * the first becomes default; when several are, only the first marked stays default.
 */
/**
 * The Commerce Control List's form: EAR99, or a category digit, a product group letter (A-E) and
 * three digits, then paragraphs separated by dots ("3A992.a", "3A001.b.1.a").
 */
const ECCN = /^(EAR99|[0-9][A-E][0-9]{3}(\.[A-Z0-9]{1,4})*)$/i;

/** The head in capitals as the list writes it; the paragraphs as written (the list writes their letters in lower case). */
function normalizeEccn(value: string | null | undefined): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  return dot < 0 ? value.toUpperCase() : value.slice(0, dot).toUpperCase() + value.slice(dot);
}

const productFields = z.object({
  name: text(200).min(1, "Name is required"),
  category: text(100).min(1, "Category is required"),
  price: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Price is required")
    .pipe(positiveMoney)
    .meta(moneyDoc()),
  inStock: z.coerce.number().int("must be a whole number").min(0, "must be at least 0").max(1_000_000).default(0),
  weightLbs: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Weight is required")
    .pipe(dimension)
    .meta(moneyDoc({ positive: true }))
    .default("5.00"),
  lengthIn: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Length is required")
    .pipe(dimension)
    .meta(moneyDoc({ positive: true }))
    .default("12.00"),
  widthIn: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Width is required")
    .pipe(dimension)
    .meta(moneyDoc({ positive: true }))
    .default("12.00"),
  heightIn: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== "", "Height is required")
    .pipe(dimension)
    .meta(moneyDoc({ positive: true }))
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
    .refine((v) => v === "" || ECCN.test(v), "ECCN must look like EAR99, 3A992.a or 3A001.b.1.a")
    .meta({ pattern: "^\\s*([Ee][Aa][Rr]99|[0-9][A-Ea-e][0-9]{3}(\\.[A-Za-z0-9]{1,4})*)?\\s*$" })
    .nullish()
    .transform(normalizeEccn),
  /** Harmonized Tariff Schedule code, e.g. "9030.40.0000". */
  htsCode: text(20)
    .refine((v) => v === "" || /^[0-9]{4}(\.?[0-9]{2}){0,3}$/.test(v), "HTS code must be digits like 9030.40.0000")
    .meta({ pattern: "^\\s*([0-9]{4}(\\.?[0-9]{2}){0,3})?\\s*$" })
    .nullish()
    .transform((v) => v || null),
  /** ISO 3166 two-letter country of origin, e.g. "US". */
  countryOfOrigin: text(2)
    .refine((v) => v === "" || /^[A-Za-z]{2}$/.test(v), "Country of origin must be a two-letter country code")
    .meta({ pattern: "^\\s*([A-Za-z]{2})?\\s*$" })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  /** Each unit shipped gets a serial number (extensions §7). Omitted: false, as products were before. */
  serialized: z.boolean().default(false),
  warrantyMonths: z.coerce
    .number()
    .int("must be a whole number of months")
    .min(0, "must be at least 0")
    .max(120, "must be at most 120 months")
    .default(12),
  /** Omitted: 12 for a serialized product; "" or null: not calibrated; always null for one that is not serialized. */
  calibrationIntervalMonths: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.coerce
      .number()
      .int("must be a whole number of months")
      .min(1, "must be at least 1 month")
      .max(120, "must be at most 120 months")
      .nullable()
      .optional(),
  ),
  /** Quantity prices (extensions §8): quantities from 2 up, each price below the one before and below the list price. */
  priceTiers: z.array(priceTierInput).max(MAX_PRICE_TIERS, `at most ${MAX_PRICE_TIERS} quantity prices`).default([]),
  /** Build to order (extensions §8). Omitted: false, as products were before. */
  backorderable: z.boolean().default(false),
  /** Required (1-365) for a backorderable product; ignored (stored as null) for any other. */
  leadTimeDays: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.coerce
      .number()
      .int("must be a whole number of days")
      .min(1, "must be at least 1 day")
      .max(365, "must be at most 365 days")
      .nullable()
      .optional(),
  ),
});

/** A build-to-order product needs its lead time: the buyer is told when it ships. */
function checkLeadTime(data: { backorderable: boolean; leadTimeDays?: number | null | undefined }, ctx: z.RefinementCtx): void {
  if (data.backorderable && (data.leadTimeDays === null || data.leadTimeDays === undefined))
    ctx.addIssue({ code: "custom", path: ["leadTimeDays"], message: "Lead time is required for a product built to order" });
}

/** The lead time stored for a product: null unless it is built to order. */
export function leadTimeOf(data: { backorderable: boolean; leadTimeDays?: number | null | undefined }): number | null {
  return data.backorderable ? (data.leadTimeDays ?? null) : null;
}

/** The tiers' order and prices checked against each other and the list price, each problem at its field. */
function checkPriceTiers(data: { price: string; priceTiers: { minQuantity: number; price: string }[] }, ctx: z.RefinementCtx): void {
  // The object's refinements run even when a field failed: compare only prices that are amounts.
  const prices: unknown[] = Array.isArray(data.priceTiers) ? [data.price, ...data.priceTiers.map((tier) => tier?.price)] : [];
  if (!prices.every((price) => typeof price === "string" && isMoneyString(price))) return;
  for (const problem of priceTierProblems(data.price, data.priceTiers))
    ctx.addIssue({ code: "custom", path: ["priceTiers", problem.index, problem.field], message: problem.message });
}

export const productInput = productFields.superRefine(checkPriceTiers).superRefine(checkLeadTime);
export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;

/**
 * Product update body. expectedInStock is the stock the editor was loaded with: when given, the
 * save is refused (409) if orders changed the stock meanwhile, so a stale form never overwrites
 * it. Callers that leave it out overwrite the stock as before.
 */
export const productUpdateInput = productFields
  .extend({
    expectedInStock: z.number().int("must be a whole number").min(0, "must be at least 0").max(1_000_000).optional(),
  })
  .superRefine(checkPriceTiers)
  .superRefine(checkLeadTime);
export type ProductUpdateInput = z.input<typeof productUpdateInput>;
export type ProductUpdateData = z.output<typeof productUpdateInput>;

/** The interval stored for a product: 12 months when a serialized product's form leaves it out, never one without serials. */
export function calibrationIntervalOf(data: Pick<ProductData, "serialized" | "calibrationIntervalMonths">): number | null {
  if (!data.serialized) return null;
  return data.calibrationIntervalMonths === undefined ? 12 : data.calibrationIntervalMonths;
}

export function normalizeOptionDefaults<T extends { isDefault?: boolean | undefined }>(options: T[]): (T & { isDefault: boolean })[] {
  if (options.length === 0) return [];
  let chosen = options.findIndex((o) => o.isDefault === true);
  if (chosen < 0) chosen = 0;
  return options.map((o, i) => ({ ...o, isDefault: i === chosen }));
}
