import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { productInput, type Product, type ProductData, type ProductUpdateData } from "../../../shared/contracts/catalog";
import { normalizeOptions } from "./option-defaults";

/** The form's starting values: a product's own, or the spec's defaults (stock 0, 5.00 lbs, 12.00 in). */
export function productFormValues(product: Product | null) {
  return {
    name: product?.name ?? "",
    category: product?.category ?? "",
    price: product?.price ?? "",
    inStock: String(product?.inStock ?? 0),
    weightLbs: product?.weightLbs ?? "5.00",
    lengthIn: product?.lengthIn ?? "12.00",
    widthIn: product?.widthIn ?? "12.00",
    heightIn: product?.heightIn ?? "12.00",
    image: product?.image ?? "",
    description: product?.description ?? "",
    specifications: product?.specifications ?? "",
    options: normalizeOptions(product?.options ?? []).map(({ title, price, isDefault }) => ({ title, price, isDefault })),
    highlightedSpecs: (product?.highlightedSpecs ?? []).map(({ name, value }) => ({ name, value })),
    pdfTitle: product?.pdfTitle ?? "",
    pdfUrl: product?.pdfUrl ?? "",
    eccn: product?.eccn ?? "",
    htsCode: product?.htsCode ?? "",
    countryOfOrigin: product?.countryOfOrigin ?? "",
    // A new product is an instrument unless the owner says otherwise (most of the catalog is).
    serialized: product?.serialized ?? true,
    warrantyMonths: String(product?.warrantyMonths ?? 12),
    calibrationIntervalMonths: product ? String(product.calibrationIntervalMonths ?? "") : "12",
    priceTiers: (product?.priceTiers ?? []).map(({ minQuantity, price }) => ({ minQuantity: String(minQuantity), price })),
    backorderable: product?.backorderable ?? false,
    leadTimeDays: String(product?.leadTimeDays ?? ""),
  };
}

/** The product form validates with the server's own contract, so its messages are the spec's. */
export function useProductForm() {
  return useForm({ resolver: zodResolver(productInput), defaultValues: productFormValues(null) });
}

export type ProductForm = ReturnType<typeof useProductForm>;

export type ProductSaveRequest =
  { method: "POST"; url: string; body: ProductData } | { method: "PUT"; url: string; body: ProductUpdateData };

/**
 * The save call for the dialog. An edit carries the stock the form was loaded with (not the
 * field's value): the product list is cached, so orders may have taken stock since, and the
 * server then refuses the save (409) rather than write the stale number back.
 */
export function productSaveRequest(loaded: Product | null, data: ProductData): ProductSaveRequest {
  if (loaded === null) return { method: "POST", url: "/api/products", body: data };
  return { method: "PUT", url: `/api/products/${encodeURIComponent(loaded.id)}`, body: { ...data, expectedInStock: loaded.inStock } };
}
