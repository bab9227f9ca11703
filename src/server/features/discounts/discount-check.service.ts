// POST /api/discounts/check (extensions §8): what a code takes off a cart priced for whoever asks
// (a signed-in customer's group prices, every line's quantity tier), or why it is refused: 404 for
// a code that does not exist, 400 with the reason for any other. Guessing codes is limited like
// every other code the shop takes: LOGIN_MAX_FAILURES unknown codes per 15 minutes per address and
// per account, then 429 (a known code gives its attempt back).
import type { z } from "zod";
import type { DiscountCheck, discountCheckRequest } from "../../../shared/contracts/discounts";
import { fromCents } from "../../../shared/money";
import type { Db } from "../../db/client";
import type { UserRow } from "../../domain/accounts/users.mapper";
import { codeAcceptedMessage, judgeCode } from "../../domain/discounts/discount-rules";
import { priceCartLines } from "../../domain/pricing/cart-pricing";
import { claimAttempt } from "../../http/rate-limit";
import { badRequest, notFound } from "../../lib/errors";

const FIFTEEN_MINUTES = 15 * 60_000;

export async function checkDiscount(
  db: Db,
  input: z.output<typeof discountCheckRequest>,
  asker: { user: UserRow | null; ip: string; maxUnknown: number },
): Promise<DiscountCheck> {
  const { user } = asker;
  const attempt = await claimAttempt(db, {
    bucket: "discount-code",
    windowMs: FIFTEEN_MINUTES,
    rules: [{ key: `ip:${asker.ip}`, max: asker.maxUnknown }, ...(user ? [{ key: `account:${user.id}`, max: asker.maxUnknown }] : [])],
  });
  // Group prices are a customer's; staff and visitors see the list and tier prices.
  const buyer = user?.role === "customer" ? user : undefined;
  let verdict;
  try {
    const cart = await priceCartLines(db, input.items, buyer);
    verdict = await judgeCode(db, input.code, cart, buyer?.id);
  } catch (error) {
    // A cart that could not be priced (stale prices, a product gone) is no guess at a code.
    await attempt.release();
    throw error;
  }
  if (!verdict.ok && verdict.kind === "unknown") throw notFound(verdict.message);
  await attempt.release();
  if (!verdict.ok) throw badRequest(verdict.message);
  return {
    code: verdict.row.code,
    discountAmount: fromCents(verdict.discountCents),
    message: codeAcceptedMessage(verdict.row, verdict.discountCents),
  };
}
