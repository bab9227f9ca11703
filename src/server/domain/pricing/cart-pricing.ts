// The cart re-priced from the database (DESIGN §3): the product and option prices, each line at its
// quantity tier or the buyer's group price (extensions §8, shared/price-rules.ts), shipping from
// our own quote for the chosen service, and the stored tax rate of the destination's state and the
// group's percent, read with the products in one statement. The client's prices are only compared
// (they are list prices), never used.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cartLine, type CartLineInput } from "../../../shared/contracts/checkout";
import { isUuid } from "../../../shared/contracts/common";
import { unitsByProduct, type OrderLine, type ProductUnits } from "../../../shared/contracts/order-line";
import { fromCents, isMoneyString, toCents, type OrderTotals } from "../../../shared/money";
import { unitPriceFor } from "../../../shared/price-rules";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { stateTaxRates } from "../../db/schema/shop";
import { customerGroups } from "../../db/schema/users";
import { badRequest, conflict } from "../../lib/errors";
import type { Destination } from "../shipping/destination";
import { quoteShipping } from "../shipping/shipping-quote";

const MAX_LINES = 100;
export const PRICES_CHANGED = "Prices have changed since you added these items. Please review your cart.";
export const SHIPPING_UNAVAILABLE = "The selected shipping method is not available for this address. Please choose another.";

/** Lines priced, the units to take from stock, the shipping chosen, and (once taxed) the totals. */
export interface PricedLines {
  lines: OrderLine[];
  /** The units to take from stock, per product. */
  stock: ProductUnits[];
  shipping: { service: string; serviceName: string; costCents: number };
  totals: OrderTotals & { discount: string };
}

/** The cart's lines priced for a buyer: the subtotal, and the catalog's list price of each line's unit. */
export interface PricedCartLines {
  lines: OrderLine[];
  subtotalCents: number;
}

/** The cart priced before tax: what the tax is computed on, and the state's stored rate (null: none applies). */
export interface PricedCart extends Omit<PricedLines, "totals">, PricedCartLines {
  storedTaxRate: string | null;
}

const cartLines = z.array(cartLine).min(1, "the cart is empty").max(MAX_LINES, `at most ${MAX_LINES} lines`);

/** orderData.items is JSON text of the cart lines; a 400 names the line and field at fault. */
export function parseCartLines(text: string): CartLineInput[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest("items: must be the JSON text of the cart lines");
  }
  const result = cartLines.safeParse(raw);
  if (result.success) return result.data;
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("");
      return `items${path}: ${issue.message}`;
    })
    .join("; ");
  throw badRequest(message);
}

/** A price the client shows must be one we can read; a different one means the cart is stale. */
function assertSamePrice(sent: string | number | null | undefined, actual: string, field: string): void {
  if (sent === undefined || sent === null) return;
  const text = String(sent).trim();
  if (!isMoneyString(text)) throw badRequest(`${field}: must be an amount with at most two decimals`);
  if (toCents(text) !== toCents(actual)) throw conflict(PRICES_CHANGED);
}

const taxRateOf = sql<
  string | null
>`(select ${stateTaxRates.taxRate}::text from ${stateTaxRates} where ${stateTaxRates.state} = ${sql.placeholder("taxState")})`;
const groupPercentOf = sql<
  string | null
>`(select ${customerGroups.discountPercent}::text from ${customerGroups} where ${customerGroups.id} = ${sql.placeholder("groupId")}::int)`;

function productsQuery(db: DbOrTx) {
  return db
    .select({ product: products, category: categories.name, taxRate: taxRateOf, groupPercent: groupPercentOf })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("checkout_products");
}

// Every priced cart asks this: built once per database handle (a named statement on PostgreSQL).
const preparedProducts = new WeakMap<DbOrTx, ReturnType<typeof productsQuery>>();

type ProductRow = typeof products.$inferSelect;
type LoadedProducts = Map<string, { product: ProductRow; category: string }>;

/**
 * The cart's products with their category and, in the same statement, the stored tax rate of
 * `taxState` (a two-letter code; null: no state's rate applies) and the percent of the buyer's
 * customer group (null: none). One round trip instead of three.
 */
async function loadProducts(db: DbOrTx, ids: string[], taxState: string | null, groupId: number | null) {
  // A cart id that is not a uuid cannot be ours (and PostgreSQL would refuse to compare it).
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return { found: new Map() as LoadedProducts, taxRate: null, groupPercent: null };
  let query = preparedProducts.get(db);
  if (!query) preparedProducts.set(db, (query = productsQuery(db)));
  const rows = await query.execute({ ids: `{${valid.join(",")}}`, taxState, groupId });
  return {
    found: new Map(rows.map((row) => [row.product.id, row])) as LoadedProducts,
    taxRate: rows[0]?.taxRate ?? null,
    groupPercent: rows[0]?.groupPercent ?? null,
  };
}

/** The cart's lines priced for `buyer` (its customer group, if any), without shipping or tax: what a discount code is checked on. */
export async function priceCartLines(db: DbOrTx, items: string, buyer: { groupId: number | null } | undefined): Promise<PricedCartLines> {
  const cartItems = parseCartLines(items);
  const { found, groupPercent } = await loadProducts(
    db,
    cartItems.map((line) => line.product.id),
    null,
    buyer?.groupId ?? null,
  );
  return pricedLines(cartItems, found, groupPercent);
}

/** The cart's lines and shipping priced for a destination read by normalizeDestination, and for `buyer` (its customer group). */
export async function priceCart(
  db: DbOrTx,
  shippingRates: ShippingRates,
  cart: { items: string; shippingMethod: string },
  to: Destination,
  buyer?: { groupId: number | null },
): Promise<PricedCart> {
  const cartItems = parseCartLines(cart.items);
  // A United States state's stored rate; 0 anywhere else or without one (taxRateForOrder's rule).
  const { found, taxRate, groupPercent } = await loadProducts(
    db,
    cartItems.map((line) => line.product.id),
    to.country === "US" ? to.state : null,
    buyer?.groupId ?? null,
  );
  const { lines, subtotalCents } = pricedLines(cartItems, found, groupPercent);
  // The spec's default parcel when a product has no weight or size of its own.
  const parcels = lines.map((line) => {
    const { product } = found.get(line.productId)!;
    return {
      weightLbs: product.weightLbs || "5.00",
      lengthIn: product.lengthIn || "12.00",
      widthIn: product.widthIn || "12.00",
      heightIn: product.heightIn || "12.00",
      quantity: line.quantity,
    };
  });

  const quotes = await quoteShipping(shippingRates, to, parcels);
  const shipping = quotes.find((quote) => quote.service === cart.shippingMethod.trim());
  if (!shipping) throw conflict(SHIPPING_UNAVAILABLE);
  return {
    lines,
    stock: unitsByProduct(lines),
    shipping: { service: shipping.service, serviceName: shipping.serviceName, costCents: shipping.costCents },
    subtotalCents,
    storedTaxRate: taxRate,
  };
}

/**
 * Each line at the price this buyer pays: the product's quantity tier (chosen by the product's units
 * in the whole cart) or the group's percent off, whichever is lower (decision 0068). The prices the
 * client sent must be the catalog's list prices (409 when they are not: the cart is stale).
 */
function pricedLines(cartItems: CartLineInput[], found: LoadedProducts, groupPercent: string | null): PricedCartLines {
  const unitsOf = new Map<string, number>();
  for (const line of cartItems) unitsOf.set(line.product.id, (unitsOf.get(line.product.id) ?? 0) + line.quantity);
  const lines: OrderLine[] = [];
  let subtotalCents = 0;

  cartItems.forEach((line, i) => {
    const row = found.get(line.product.id);
    if (!row) throw conflict(`${line.product.name?.trim() || line.product.id} is no longer available`);
    const { product } = row;
    assertSamePrice(line.product.price, product.price, `items[${i}].product.price`);

    let option: { title: string; price: string } | null = null;
    if (line.selectedOption) {
      const title = line.selectedOption.title.trim();
      const stored = product.options.find((o) => o.title.trim() === title);
      if (!stored) throw conflict(`The option "${title}" of ${product.name} no longer exists`);
      assertSamePrice(line.selectedOption.price, stored.price, `items[${i}].selectedOption.price`);
      option = { title: stored.title, price: fromCents(toCents(stored.price)) };
    } else if (product.options.length > 0) {
      // The product page never adds such a line ("No option selected" blocks it).
      throw conflict(`Please choose an option for ${product.name}`);
    }

    const { unitCents, listCents } = unitPriceFor({
      listPrice: product.price,
      optionPrice: option?.price,
      tiers: product.priceTiers,
      units: unitsOf.get(product.id) ?? line.quantity,
      groupPercent,
    });
    const lineCents = unitCents * line.quantity;
    subtotalCents += lineCents;
    lines.push({
      productId: product.id,
      productName: product.name,
      product: {
        id: product.id,
        name: product.name,
        price: fromCents(toCents(product.price)),
        image: product.image,
        category: row.category,
      },
      price: fromCents(unitCents),
      quantity: line.quantity,
      selectedOption: option,
      lineTotal: fromCents(lineCents),
      ...(unitCents !== listCents ? { listPrice: fromCents(listCents) } : {}),
    });
  });
  return { lines, subtotalCents };
}
