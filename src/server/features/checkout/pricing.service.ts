import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cartLine, type CartLineInput } from "../../../shared/contracts/checkout";
import { isUuid } from "../../../shared/contracts/common";
import { unitsByProduct, type OrderLine, type ProductUnits } from "../../../shared/contracts/order-line";
import { fromCents, isMoneyString, normalizeMoney, orderTotals, toCents, type OrderTotals, formatPrice } from "../../../shared/money";
import { isUnitedStates, usStateCode } from "../../../shared/geo";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { stateTaxRates } from "../../db/schema/shop";
import { rateLimitEvents } from "../../db/schema/users";
import type { FailureCountRequest, FailureCounts } from "./charge-limit";
import { badRequest, conflict } from "../../http/errors";
import { quoteShipping } from "../../domain/shipping/shipping-quote";
import { NO_TAX } from "../../domain/tax/tax-rate-lookup";

const MAX_LINES = 100;
export const PRICES_CHANGED = "Prices have changed since you added these items. Please review your cart.";
export const SHIPPING_UNAVAILABLE = "The selected shipping method is not available for this address. Please choose another.";

/** The parts of orderData the price depends on. */
export interface PricingInput {
  items: string;
  shippingMethod: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface PricedOrder {
  lines: OrderLine[];
  /** The units to take from stock, per product. */
  stock: ProductUnits[];
  shipping: { service: string; serviceName: string; costCents: number };
  totals: OrderTotals;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The card-testing counts, when the caller asked for them (priceOrder's `count`). */
  failures?: FailureCounts | undefined;
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

/** Failures of one key in the card-testing window (charge-limit.ts), counted in the same statement. */
const failuresOf = (key: string) =>
  sql<number>`(select count(*)::int from ${rateLimitEvents} where ${rateLimitEvents.bucket} = ${sql.placeholder("bucket")} and ${rateLimitEvents.key} = ${sql.placeholder(key)} and ${rateLimitEvents.createdAt} > ${sql.placeholder("since")}::timestamptz)`;

function productsQuery(db: DbOrTx) {
  return db
    .select({ product: products, category: categories.name, taxRate: taxRateOf })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("checkout_products");
}

/** The same with the card-testing counts of the charge's account and IP (PostgreSQL's charges). */
function productsCountingQuery(db: DbOrTx) {
  return db
    .select({
      product: products,
      category: categories.name,
      taxRate: taxRateOf,
      accountFailures: failuresOf("account"),
      ipFailures: failuresOf("ip"),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("checkout_products_counting");
}

// Every priced cart asks one of these: built once per database handle (named statements on PostgreSQL).
const preparedProducts = new WeakMap<DbOrTx, ReturnType<typeof productsQuery>>();
const preparedCountingProducts = new WeakMap<DbOrTx, ReturnType<typeof productsCountingQuery>>();

/**
 * The cart's products with their category and, in the same statement, the stored tax rate of
 * `taxState` (a two-letter code; null: no state's rate applies). One round trip instead of two.
 */
async function loadProducts(db: DbOrTx, ids: string[], taxState: string | null, count: FailureCountRequest | undefined) {
  // A cart id that is not a uuid cannot be ours (and PostgreSQL would refuse to compare it).
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return { found: new Map<string, never>(), taxRate: null, failures: undefined };
  const idList = `{${valid.join(",")}}`;
  if (count) {
    let query = preparedCountingProducts.get(db);
    if (!query) preparedCountingProducts.set(db, (query = productsCountingQuery(db)));
    const rows = await query.execute({ ids: idList, taxState, ...count, since: count.since.toISOString() });
    const first = rows[0];
    const failures: FailureCounts | undefined = first
      ? { account: Number(first.accountFailures), ip: Number(first.ipFailures) }
      : undefined;
    return { found: new Map(rows.map((row) => [row.product.id, row])), taxRate: first?.taxRate ?? null, failures };
  }
  let query = preparedProducts.get(db);
  if (!query) preparedProducts.set(db, (query = productsQuery(db)));
  const rows = await query.execute({ ids: idList, taxState });
  return { found: new Map(rows.map((row) => [row.product.id, row])), taxRate: rows[0]?.taxRate ?? null, failures: undefined };
}

/**
 * Re-prices an order from the database (DESIGN §3): the product and option prices, tax on
 * the subtotal from the state table, shipping from our own quote for the chosen service.
 * The client's prices are only compared, never used.
 */
export async function priceOrder(
  db: DbOrTx,
  shippingRates: ShippingRates,
  input: PricingInput,
  /** A charge on PostgreSQL: the card-testing counts read with the products (charge-limit.ts). */
  count?: FailureCountRequest,
): Promise<PricedOrder> {
  const cart = parseCartLines(input.items);
  // taxRateForOrder's rule: a United States state's stored rate, 0 anywhere else or without one.
  const taxState = isUnitedStates(input.country) ? (usStateCode(input.state) ?? null) : null;
  const { found, taxRate, failures } = await loadProducts(
    db,
    cart.map((line) => line.product.id),
    taxState,
    count,
  );

  const lines: OrderLine[] = [];
  const parcels: { weightLbs: string; lengthIn: string; widthIn: string; heightIn: string; quantity: number }[] = [];
  let subtotalCents = 0;

  cart.forEach((line, i) => {
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

    const unitCents = toCents(product.price) + (option ? toCents(option.price) : 0);
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
    });
    // The spec's default parcel when a product has no weight or size of its own.
    parcels.push({
      weightLbs: product.weightLbs || "5.00",
      lengthIn: product.lengthIn || "12.00",
      widthIn: product.widthIn || "12.00",
      heightIn: product.heightIn || "12.00",
      quantity: line.quantity,
    });
  });

  const quotes = await quoteShipping(shippingRates, input, parcels);
  const shipping = quotes.find((quote) => quote.service === input.shippingMethod.trim());
  if (!shipping) throw conflict(SHIPPING_UNAVAILABLE);

  const rate = taxRate === null ? NO_TAX : normalizeMoney(taxRate);
  const totals = orderTotals(subtotalCents, rate, shipping.costCents);
  return {
    lines,
    stock: unitsByProduct(lines),
    shipping: { service: shipping.service, serviceName: shipping.serviceName, costCents: shipping.costCents },
    totals,
    subtotalCents,
    taxCents: toCents(totals.taxAmount),
    totalCents: toCents(totals.total),
    failures,
  };
}

/** The 409 when the amount the customer agreed to is not what the order costs now. */
export function totalChangedMessage(total: string): string {
  return `The order total has changed to ${formatPrice(total)}. Please review your order and try again.`;
}
