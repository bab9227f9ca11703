import type { Category, Product } from "../../../shared/contracts/catalog";
import type { categories, products } from "../../db/schema/catalog";

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export function toProductDto(row: ProductRow, categoryName: string): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: row.price,
    category: categoryName,
    inStock: row.inStock,
    options: row.options.map((o) => ({ title: o.title, price: o.price, isDefault: o.isDefault })),
    highlightedSpecs: row.highlightedSpecs.map((s) => ({ name: s.name, value: s.value })),
    specifications: row.specifications,
    weightLbs: row.weightLbs,
    lengthIn: row.lengthIn,
    widthIn: row.widthIn,
    heightIn: row.heightIn,
    pdfUrl: row.pdfUrl,
    pdfTitle: row.pdfTitle,
    eccn: row.eccn,
    htsCode: row.htsCode,
    countryOfOrigin: row.countryOfOrigin,
    serialized: row.serialized,
    warrantyMonths: row.warrantyMonths,
    calibrationIntervalMonths: row.calibrationIntervalMonths,
    priceTiers: row.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: tier.price })),
    backorderable: row.backorderable,
    leadTimeDays: row.leadTimeDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCategoryDto(row: CategoryRow, productCount: number): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    fileUrl: row.fileUrl,
    productCount,
    createdAt: row.createdAt.toISOString(),
  };
}
