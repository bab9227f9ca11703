/**
 * The product list's query (/products?category=&sort=), read the same way by the browser and by the
 * server's page cache: a value the list does not know counts as absent, so every such URL is the
 * canonical list and shares its cached page (decision 0051).
 */
export const SORT_OPTIONS = [
  { value: "name-asc", label: "Name A to Z" },
  { value: "name-desc", label: "Name Z to A" },
  { value: "price-asc", label: "Price Low to High" },
  { value: "price-desc", label: "Price High to Low" },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortOrder = "name-asc";

export function isSortOrder(value: string | null | undefined): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** The category a ?category= value names, matched case-insensitively, by its own name; undefined for none or an unknown one. */
export function matchCategory(query: string | null | undefined, categories: readonly { name: string }[]): string | undefined {
  const wanted = query?.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  return categories.find((c) => c.name.toLocaleLowerCase() === wanted)?.name;
}
