import type { Product } from "./contracts/catalog";

/** The Best Sellers section shows exactly these products, in this order (spec §2, §9). */
export const FEATURED_PRODUCT_NAMES = ["101A EMC Probe Set", "150A EMC Probe Amplifier", "135A RF Helmholtz Coil"] as const;

export function featuredProducts(products: readonly Product[]): Product[] {
  return FEATURED_PRODUCT_NAMES.flatMap((name) => products.filter((p) => p.name === name).slice(0, 1));
}
