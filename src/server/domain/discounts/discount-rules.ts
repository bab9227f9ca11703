// Discount codes (extensions §8, decision 0067): a code's rules checked against a cart priced for
// its buyer, the amount it takes off (only the listed products' lines when it names products,
// never more than they cost), and the reasons it is refused, in the customer's words.
import { and, eq, sql } from "drizzle-orm";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { codeDiscountCents } from "../../../shared/price-rules";
import { shopLongDay } from "../../../shared/shop-time";
import type { DbOrTx } from "../../db/client";
import { discountCodes, discountRedemptions } from "../../db/schema/discounts";

export type DiscountRow = typeof discountCodes.$inferSelect;

export const CODE_EXPIRED = "This code has expired";
export const CODE_USED_UP = "This code has been used up";
export const CODE_USED_BY_YOU = "You have already used this code";
export const CODE_FITS_NO_LINE = "This code does not apply to any item in your cart";
export const codeUnknown = (code: string) => `The discount code ${code} does not exist`;
export const codeNotYet = (startsAt: Date) => `This code is valid from ${shopLongDay(startsAt)}`;
export const codeMinimum = (minSubtotal: string) => `This code requires a minimum of ${formatPrice(minSubtotal)}`;

/**
 * Why a code is refused: it does not exist; one of its rules does not hold for this cart (dates,
 * minimum, products); or its uses are gone (used up, or used by this customer already: a state
 * another checkout can change, so the charge answers it 409).
 */
export interface CodeRefusal {
  kind: "unknown" | "rule" | "taken";
  message: string;
}

export type CodeVerdict = { ok: true; row: DiscountRow; discountCents: number } | ({ ok: false } & CodeRefusal);

/** The code as stored, matched without regard to case (discount_codes_code_idx). */
export async function findCode(db: DbOrTx, code: string): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code.trim()})`);
  return row ?? null;
}

/** Whether the account already holds a use of the code (an order placed with it whose payment was not declined). */
async function usedBy(db: DbOrTx, discountId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** What the lines the code applies to cost: every line, or only the listed products' lines. */
function eligibleCents(row: DiscountRow, lines: readonly OrderLine[]): number {
  const listed = row.productIds.length > 0 ? new Set(row.productIds) : null;
  return lines.reduce((sum, line) => (listed && !listed.has(line.productId) ? sum : sum + toCents(line.lineTotal)), 0);
}

/**
 * The verdict on `typed` for a cart priced for its buyer (tiers and group prices already in the
 * lines): the amount off, or the reason it is refused. `buyerId` is the signed-in account, whose
 * earlier use counts for a code used once per customer.
 */
export async function judgeCode(
  db: DbOrTx,
  typed: string,
  cart: { lines: readonly OrderLine[]; subtotalCents: number },
  buyerId: number | undefined,
  now = new Date(),
): Promise<CodeVerdict> {
  const row = await findCode(db, typed);
  if (!row) return { ok: false, kind: "unknown", message: codeUnknown(typed.trim()) };
  if (row.startsAt && row.startsAt > now) return { ok: false, kind: "rule", message: codeNotYet(row.startsAt) };
  if (row.endsAt && row.endsAt <= now) return { ok: false, kind: "rule", message: CODE_EXPIRED };
  if (row.maxUses !== null && row.uses >= row.maxUses) return { ok: false, kind: "taken", message: CODE_USED_UP };
  if (row.oncePerCustomer && buyerId !== undefined && (await usedBy(db, row.id, buyerId)))
    return { ok: false, kind: "taken", message: CODE_USED_BY_YOU };
  if (row.minSubtotal !== null && cart.subtotalCents < toCents(row.minSubtotal))
    return { ok: false, kind: "rule", message: codeMinimum(row.minSubtotal) };
  const eligible = eligibleCents(row, cart.lines);
  if (eligible === 0) return { ok: false, kind: "rule", message: CODE_FITS_NO_LINE };
  return { ok: true, row, discountCents: codeDiscountCents(row.kind, row.value, eligible) };
}

/** The customer's line about an accepted code: "SPRING10: 10% off" / "$50.00 off", and what it saves here. */
export function codeAcceptedMessage(row: DiscountRow, discountCents: number): string {
  const what = row.kind === "percent" ? `${Number(row.value)}% off` : `${formatPrice(row.value)} off`;
  const where = row.productIds.length > 0 ? " selected items" : " your order";
  return `${row.code}: ${what}${where}. You save ${formatPrice(fromCents(discountCents))}.`;
}
