// What one unit of a line costs a buyer (extensions §8), written once for the server's pricing
// (domain/pricing) and the cart's display: the list price, a quantity tier, or a customer group's
// percent off; and how much a discount code takes off. Arithmetic in cents through money.ts.
import { percentOfCents, toCents } from "./money";

/** From `minQuantity` units of a product on, each costs `price` (before its option's extra). */
export interface PriceTier {
  minQuantity: number;
  price: string;
}

/** The most tiers a product may have. */
export const MAX_PRICE_TIERS = 10;

/** The tier that applies to `units` units: the one with the highest minQuantity not above it (null: the list price). */
export function tierFor(tiers: readonly PriceTier[], units: number): PriceTier | null {
  let chosen: PriceTier | null = null;
  for (const tier of tiers) if (tier.minQuantity <= units && (!chosen || tier.minQuantity > chosen.minQuantity)) chosen = tier;
  return chosen;
}

export interface UnitPrice {
  /** The list price of one unit: the product's price plus its option's. */
  listCents: number;
  /** What one unit costs this buyer. */
  unitCents: number;
  /** Where `unitCents` comes from. */
  source: "list" | "tier" | "group";
}

export interface UnitPriceInput {
  listPrice: string;
  optionPrice?: string | null | undefined;
  tiers: readonly PriceTier[];
  /** The units of the product in the whole cart (its lines with any option together): the tier is chosen by them. */
  units: number;
  /** The signed-in buyer's group's percent off the list price ("10.00"); null for everyone else. */
  groupPercent?: string | null | undefined;
}

/**
 * One unit's price (decision 0068): the lower of the quantity tier's price and the group's price
 * (the group's percent off the list price, option included), never both one on top of the other.
 * A tier replaces the product's own price; the option's extra is added to it unchanged.
 */
export function unitPriceFor({ listPrice, optionPrice, tiers, units, groupPercent }: UnitPriceInput): UnitPrice {
  const optionCents = optionPrice ? toCents(optionPrice) : 0;
  const listCents = toCents(listPrice) + optionCents;
  const tier = tierFor(tiers, units);
  const tierCents = tier ? toCents(tier.price) + optionCents : listCents;
  const groupCents = groupPercent ? listCents - percentOfCents(listCents, groupPercent) : listCents;
  if (tier && tierCents <= groupCents && tierCents < listCents) return { listCents, unitCents: tierCents, source: "tier" };
  if (groupCents < listCents) return { listCents, unitCents: groupCents, source: "group" };
  return { listCents, unitCents: listCents, source: "list" };
}

/** What is wrong with a product's tiers, each at its index (empty: nothing): quantities from 2 up, prices down, all below the list price. */
export function priceTierProblems(
  listPrice: string | null,
  tiers: readonly { minQuantity: number; price: string }[],
): { index: number; field: "minQuantity" | "price"; message: string }[] {
  const problems: { index: number; field: "minQuantity" | "price"; message: string }[] = [];
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    if (previous && tier.minQuantity <= previous.minQuantity)
      problems.push({ index, field: "minQuantity", message: "Each tier's quantity must be more than the one before" });
    if (previous && toCents(tier.price) >= toCents(previous.price))
      problems.push({ index, field: "price", message: "Each tier's price must be below the one before" });
    else if (listPrice !== null && toCents(tier.price) >= toCents(listPrice))
      problems.push({ index, field: "price", message: "A tier's price must be below the list price" });
  });
  return problems;
}

export const discountKinds = ["percent", "amount"] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** What a code takes off the lines it applies to: a percent of them or an amount, never more than they cost. */
export function codeDiscountCents(kind: DiscountKind, value: string, eligibleCents: number): number {
  const cents = kind === "percent" ? percentOfCents(eligibleCents, value) : toCents(value);
  return Math.max(0, Math.min(cents, eligibleCents));
}
