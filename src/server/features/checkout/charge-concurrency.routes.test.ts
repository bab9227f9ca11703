import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { createSession } from "../../domain/accounts/sessions.service";
import { createProduct, createUser, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { KEY_IN_PROGRESS, KEY_REUSED, requestHash } from "./idempotency.service";

const { t, gateway } = useCheckoutApp();

const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

async function checkout(inStock = 5) {
  const product = await createProduct(db(), { name: "135A RF Helmholtz Coil", price: "899.00", inStock });
  const lines = [{ product, quantity: 1 }];
  const amount = fromCents(toCents("899.00") + toCents(await quotedShipping(t.app, lines)));
  const body = async (card: Record<string, string> = {}) => ({
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: await testToken(t.app, card),
    amount,
    orderData: buildOrderData(cartItems(lines)),
  });
  return { product, body };
}

describe("Idempotency-Key", () => {
  it("replays the first answer for a repeat: one order, one charge", async () => {
    const { product, body } = await checkout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const payload = await body();
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const first = await charge(t.app, payload, headers);
    const second = await charge(t.app, payload, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(gateway.calls).toBe(1);
    expect(await db().select().from(orders)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("gives concurrent repeats (a double click) the same answer and charges once", async () => {
    const { product, body } = await checkout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const payload = await body();
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => charge(t.app, payload, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(gateway.calls).toBe(1);
    expect(await db().select().from(orders)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("answers a paid key with its order whatever the new body, and refuses it to another customer", async () => {
    const { body } = await checkout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const key = crypto.randomUUID();
    const paid = await charge(t.app, await body(), { cookie, "idempotency-key": key });
    expect(paid.statusCode).toBe(200);

    // The checkout page still open sends a new card token: it is shown the order, not charged again.
    const otherBody = await charge(t.app, await body(), { cookie, "idempotency-key": key });
    expect(otherBody.statusCode).toBe(200);
    expect(otherBody.body).toBe(paid.body);

    const stranger = await loginAsCustomer(t.app, db());
    const otherUser = await charge(t.app, await body(), { cookie: stranger.cookie, "idempotency-key": key });
    expect(otherUser.statusCode).toBe(409);
    expect(otherUser.json()).toEqual({ message: KEY_REUSED });
    expect(gateway.calls).toBe(1);
  });

  it("answers 409 while the first request with the key is still being processed", async () => {
    const { body } = await checkout();
    const { cookie, userId } = await loginAsCustomer(t.app, db());
    const key = crypto.randomUUID();
    await db()
      .insert(idempotencyKeys)
      .values({ key, userId, requestHash: requestHash({ another: "request" }) });
    const res = await charge(t.app, await body(), { cookie, "idempotency-key": key });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: KEY_IN_PROGRESS });
    expect(gateway.calls).toBe(0);
  });

  it("lets the same checkout page pay with another card after a decline", async () => {
    const { product, body } = await checkout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const declinedBody = await body({ zip: "46282" });
    const declined = await charge(t.app, declinedBody, headers);
    expect(declined.statusCode).toBe(402);
    expect((await charge(t.app, declinedBody, headers)).body).toBe(declined.body); // a plain repeat replays

    const paid = await charge(t.app, await body({ cardNumber: "5424000000000015" }), headers);
    expect(paid.statusCode).toBe(200);
    expect(gateway.calls).toBe(2);
    const rows = await db().select().from(orders);
    expect(rows.map((r) => r.paymentStatus).sort()).toEqual(["declined", "paid"]);
    expect(await stockOf(product.id)).toBe(4);
  });
});

describe("the last unit", () => {
  it("50 customers at once for 1 unit: exactly one order, stock 0, 49 clear refusals", async () => {
    const { product, body } = await checkout(1);
    const customers = await Promise.all(Array.from({ length: 50 }, () => createUser(db())));
    const requests = [];
    for (const customer of customers) {
      const { token } = await createSession(db(), customer, 1);
      requests.push({ cookie: `sid=${token}`, payload: await body() });
    }

    const started = performance.now();
    // Fifty people on fifty machines: one address holds only the card-testing limit's worth of charges at once.
    const answers = await Promise.all(
      requests.map((r, i) => charge(t.app, r.payload, { cookie: r.cookie, "idempotency-key": crypto.randomUUID() }, `198.51.100.${i + 1}`)),
    );
    const elapsed = Math.round(performance.now() - started);

    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer.json()).toEqual({ message: "135A RF Helmholtz Coil is out of stock" });
    expect(await stockOf(product.id)).toBe(0);
    const rows = await db().select().from(orders);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paymentStatus).toBe("paid");
    expect(gateway.calls).toBe(1);
    console.info(`[${t.testDb.kind}] 50 concurrent checkouts for 1 unit: ${elapsed} ms`);
  });
});
