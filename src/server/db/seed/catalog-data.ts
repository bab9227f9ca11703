// Seed catalog for Gravenstein RF Instruments (Sebastopol, California): the data is catalog.json,
// checked here by its schema when it is loaded, so a mistake in it stops the build and the tests.
// Units are written out in ASCII-safe form ("ohm", "dBµV") so the text survives any PDF font.
import { z } from "zod";
import catalog from "./catalog.json" with { type: "json" };

const money = z.string().regex(/^\d+\.\d{2}$/, "a price with two decimals");
const dimension = z.string().regex(/^\d+\.\d{2}$/, "a measure with two decimals");

const seedCategory = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  image: z.string().startsWith("/catalog/"),
  fileUrl: z.string().startsWith("/assets/").nullable(),
});

const seedProduct = z.strictObject({
  /** kebab-case; the datasheet is built to /assets/datasheets/<slug>.pdf */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  category: z.string().min(1),
  description: z.string().min(1),
  price: money,
  inStock: z.number().int().min(0),
  /** Each unit has a serial number (instruments); accessories and cables do not. */
  serialized: z.boolean(),
  warrantyMonths: z.number().int().min(0).max(120),
  /** null for products that are not calibrated (and always for those not serialized). */
  calibrationIntervalMonths: z.number().int().min(1).max(120).nullable(),
  image: z.string().startsWith("/catalog/"),
  options: z.array(z.strictObject({ title: z.string().min(1), price: money, isDefault: z.boolean().optional() })),
  highlightedSpecs: z.array(z.strictObject({ name: z.string().min(1), value: z.string().min(1) })),
  /** "Name: value" lines, kept one per array item in the file. */
  specifications: z.array(z.string().min(1)).transform((lines) => lines.join("\n")),
  weightLbs: dimension,
  lengthIn: dimension,
  widthIn: dimension,
  heightIn: dimension,
  pdfTitle: z.string().min(1),
  /** Built to order (extensions §8): given, the product is sold beyond its stock and ships in about this many days. */
  leadTimeDays: z.number().int().min(1).max(365).optional(),
});

export const seedCatalogSchema = z
  .strictObject({
    categories: z.array(seedCategory).min(1),
    products: z.array(seedProduct).min(1),
    taxRates: z.array(z.strictObject({ state: z.string().regex(/^[A-Z]{2}$/), taxRate: z.string().regex(/^\d+\.\d{2}$/) })),
  })
  .superRefine((data, ctx) => {
    const names = new Set(data.categories.map((c) => c.name));
    data.products.forEach((product, i) => {
      if (!names.has(product.category)) {
        ctx.addIssue({ code: "custom", path: ["products", i, "category"], message: `unknown category ${product.category}` });
      }
    });
    data.products.forEach((product, i) => {
      if (!product.serialized && product.calibrationIntervalMonths !== null) {
        ctx.addIssue({
          code: "custom",
          path: ["products", i, "calibrationIntervalMonths"],
          message: "must be null for a product without serial numbers",
        });
      }
    });
    const slugs = data.products.map((p) => p.slug);
    if (new Set(slugs).size !== slugs.length) ctx.addIssue({ code: "custom", path: ["products"], message: "slugs must be unique" });
  });

export type SeedCategory = z.infer<typeof seedCategory>;
export type SeedProduct = z.output<typeof seedProduct>;

const parsed = seedCatalogSchema.safeParse(catalog);
if (!parsed.success) throw new Error(`src/server/db/seed/catalog.json: ${z.prettifyError(parsed.error)}`);

export const { categories: seedCategories, products: seedProducts, taxRates: seedTaxRates } = parsed.data;

/**
 * A seed product's datasheet and package, as the products table holds them and the API answers them:
 * its datasheet is served at /assets/datasheets/<slug>.pdf.
 */
export function datasheetFields(p: SeedProduct) {
  return {
    highlightedSpecs: p.highlightedSpecs,
    specifications: p.specifications,
    weightLbs: p.weightLbs,
    lengthIn: p.lengthIn,
    widthIn: p.widthIn,
    heightIn: p.heightIn,
    pdfUrl: `/assets/datasheets/${p.slug}.pdf`,
    pdfTitle: p.pdfTitle,
  };
}
