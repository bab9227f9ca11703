// Back-in-stock alerts (extensions §8, decision 0070): whatever raises a product's stock from 0 queues
// one mail per listed address in its own transaction, so the mails exist exactly when the stock does.
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { stockAlerts } from "../../db/schema/stock-alerts";
import type { Mail } from "../mail/mail-kinds";
import { enqueueMail } from "../mail/mail-outbox";

/** The link in every alert mail: a GET of it removes the listing (and shows a page saying so). */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/api/stock-alerts/unsubscribe?token=${token}`;

/** The alert: the product is back, its page, and the link that ends the alerts. */
export function backInStockMail(to: string, product: { id: string; name: string }, origin: string, token: string): Mail {
  return {
    to,
    template: {
      kind: "back-in-stock",
      props: { productName: product.name, productUrl: `${origin}/products/${product.id}`, unsubscribeUrl: unsubscribeUrl(origin, token) },
    },
  };
}

/**
 * Queues the alert mails of products whose stock just went from 0 to more: one per listed address,
 * in the caller's transaction (the one that changed the stock). Answers how many were queued; the
 * caller kicks the mail worker after its commit.
 */
export async function queueBackInStockMails(tx: DbOrTx, productIds: readonly string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const listed = await tx
    .update(stockAlerts)
    .set({ lastMailedAt: sql`now()` })
    .where(inArray(stockAlerts.productId, [...productIds]))
    .returning({ productId: stockAlerts.productId, email: stockAlerts.email, token: stockAlerts.token, origin: stockAlerts.origin });
  if (listed.length === 0) return 0;
  const names = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(listed.map((l) => l.productId))]));
  const byId = new Map(names.map((p) => [p.id, p]));
  for (const alert of listed) {
    const product = byId.get(alert.productId);
    if (product) await enqueueMail(tx, backInStockMail(alert.email, product, alert.origin, alert.token));
  }
  return listed.length;
}

/**
 * Puts units back on the shelf (a cancel or refund that restocks, a reservation given back), in
 * product id order as the checkout takes stock, so two transactions never wait on each other in a
 * circle. A product deleted since matches no row. The new stock equal to what was added means it
 * was 0: those products' alerts are queued here. Two processes restocking one product at once are
 * serialised by its row lock, and only the first sees 0.
 */
export async function returnUnits(tx: DbOrTx, units: ReadonlyMap<string, number>): Promise<void> {
  const back: string[] = [];
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    if (quantity <= 0) continue;
    const [row] = await tx
      .update(products)
      .set({ inStock: sql`${products.inStock} + ${quantity}` })
      .where(eq(products.id, productId))
      .returning({ inStock: products.inStock });
    if (row?.inStock === quantity) back.push(productId);
  }
  await queueBackInStockMails(tx, back);
}
