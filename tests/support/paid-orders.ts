import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { testGatewayCharges } from "../../src/server/db/schema/shop";
import { newTransactionId } from "../../src/server/adapters/payments/test-gateway-ledger";
import { shortOrderId } from "../../src/shared/contracts/orders";
import { fromCents, taxCents, toCents } from "../../src/shared/money";
import { buildOrderLine, createOrder, createProduct } from "./factories";

export const CARD_LAST_FOUR = "1111";

/**
 * An order paid by card through the test gateway: the order row (paid, with the transaction and
 * the card's last four) and the gateway ledger's charge for it, settled or not. Products are made
 * with `stock` units left on the shelf (after this order took its units).
 */
export async function createChargedOrder(
  db: Db,
  options: {
    settled?: boolean;
    lines?: { price: string; quantity: number }[];
    stock?: number;
    /** A sales-tax percent ("7.25") on the subtotal; none by default. */
    taxRate?: string;
    overrides?: Parameters<typeof createOrder>[1];
  } = {},
) {
  const specs = options.lines ?? [{ price: "100.00", quantity: 1 }];
  const products: Awaited<ReturnType<typeof createProduct>>[] = [];
  for (const spec of specs) products.push(await createProduct(db, { price: spec.price, inStock: options.stock ?? 5 }));
  const lines = specs.map((spec, i) => buildOrderLine({ id: products[i]!.id, name: products[i]!.name, price: spec.price }, spec.quantity));
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
  const subtotal = fromCents(subtotalCents);
  const taxRate = options.taxRate ?? "0.00";
  const tax = taxCents(subtotalCents, taxRate);
  const total = fromCents(subtotalCents + tax + 1500);
  const transactionId = newTransactionId();
  const order = await createOrder(db, {
    items: JSON.stringify(lines),
    subtotal,
    taxRate,
    taxAmount: fromCents(tax),
    shippingCost: "15.00",
    total,
    transactionId,
    cardLastFour: CARD_LAST_FOUR,
    ...options.overrides,
  });
  await db.insert(testGatewayCharges).values({
    transactionId,
    invoiceNumber: shortOrderId(order.id),
    outcome: "approved",
    amountCents: toCents(total),
    lastFour: CARD_LAST_FOUR,
    // The default TEST_GATEWAY_SETTLE_AFTER_S is a day: two days ago is settled, now is not.
    createdAt: options.settled ? sql`now() - interval '2 days'` : sql`now()`,
  });
  return { order, products, lines, transactionId };
}
