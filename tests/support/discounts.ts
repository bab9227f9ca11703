// Helpers of the pricing tests (extensions §8): discount codes, customer groups, a card checkout with a code.
import { eq } from "drizzle-orm";
import type { AppInstance } from "../../src/server/app-types";
import type { Db } from "../../src/server/db/client";
import { discountCodes } from "../../src/server/db/schema/discounts";
import { customerGroups, users } from "../../src/server/db/schema/users";
import { buildOrderData, charge, testToken } from "./checkout";

/** A discount code straight in the database: 10 % off everything, no limits, unless told. */
export async function createDiscountCode(db: Db, overrides: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(discountCodes)
    .values({ code: "SPRING10", kind: "percent", value: "10.00", ...overrides })
    .returning();
  return row!;
}

/** A customer group, and the customers put in it. */
export async function createGroup(db: Db, name: string, discountPercent: string, members: number[] = []) {
  const [group] = await db.insert(customerGroups).values({ name, discountPercent }).returning();
  for (const id of members) await db.update(users).set({ groupId: group!.id }).where(eq(users.id, id));
  return group!;
}

export function checkCode(app: AppInstance, body: unknown, cookie?: string, remoteAddress?: string) {
  return app.inject({
    method: "POST",
    url: "/api/discounts/check",
    payload: body as object,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A card charge of `items` (orderData.items text) for `amount`, with orderData overrides (discountCode, discountAmount). */
export async function chargeWith(
  app: AppInstance,
  cookie: string,
  items: string,
  amount: string,
  orderData: Record<string, unknown> = {},
  options: { key?: string; remoteAddress?: string; card?: Record<string, string> } = {},
) {
  return charge(
    app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(app, options.card),
      amount,
      orderData: buildOrderData(items, orderData),
    },
    { cookie, "idempotency-key": options.key ?? crypto.randomUUID() },
    options.remoteAddress,
  );
}
