import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import type { StockAlertData } from "../../../shared/contracts/stock-alerts";
import type { Db } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { stockAlerts } from "../../db/schema/stock-alerts";
import { mayMail } from "../../domain/mail/mail-cap";
import { claimAttempt } from "../../http/rate-limit";
import { notFound } from "../../lib/errors";

const HOUR = 60 * 60_000;

export interface StockAlertContext {
  db: Db;
  log: FastifyBaseLogger;
  /** STOCK_ALERT_MAX_PER_HOUR: sign-ups per IP per hour. */
  maxPerHour: number;
}

export interface SignUp {
  productId: string;
  ip: string;
  /** The shop's origin the visitor is on: the alert's links point there. */
  origin: string;
  /** The signed-in customer, if any. */
  accountId: number | null;
}

/**
 * Lists an address for a product's back-in-stock mail. The answer is the same whether it was listed
 * already, is listed now, or is not because the mail cap held (decision 0053: a listing is a mail
 * anyone can make the shop send, so it passes `mayMail` once, when it is made): nobody learns from it
 * who else waits for the product.
 */
export async function signUpForStockAlert(ctx: StockAlertContext, input: StockAlertData, signUp: SignUp): Promise<void> {
  await claimAttempt(ctx.db, { bucket: "stock-alert", windowMs: HOUR, rules: [{ key: `ip:${signUp.ip}`, max: ctx.maxPerHour }] });
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, signUp.productId));
  if (!product) throw notFound("Product not found");
  const emailKey = input.email.trim().toLowerCase();
  const listed = await ctx.db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, product.id), eq(stockAlerts.emailKey, emailKey)));
  if (listed.length > 0) return;
  if (!(await mayMail(ctx.db, ctx.log, { kind: "stock alert", to: input.email, accountId: signUp.accountId }))) return;
  await ctx.db
    .insert(stockAlerts)
    .values({
      productId: product.id,
      email: input.email,
      emailKey,
      token: randomBytes(24).toString("base64url"),
      origin: signUp.origin,
      userId: signUp.accountId,
    })
    // Two sign-ups of one address at the same moment: one listing.
    .onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.emailKey] });
}

/** Removes the listing the token belongs to; the product it was for, or null for a token no listing has (any more). */
export async function unsubscribeStockAlert(db: Db, token: string): Promise<string | null> {
  const [removed] = await db.delete(stockAlerts).where(eq(stockAlerts.token, token)).returning({ productId: stockAlerts.productId });
  return removed?.productId ?? null;
}
