import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Product } from "../../../shared/contracts/catalog";
import { parseOrderLines } from "../../../shared/contracts/order-line";
import type { Order } from "../../../shared/contracts/orders";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { createSession } from "../../domain/accounts/sessions.service";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import {
  buildProductInput,
  createCategory,
  createProduct,
  createUser,
  loginAsAdmin,
  loginAsCustomer,
} from "../../../../tests/support/factories";
import { readOutbox } from "../../../../tests/support/mail";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

// Extensions §8, build to order: a backorderable product is bought beyond its stock, takes what it
// has and backorders the rest; its lines say so, and no other product is ever oversold.

const { t, gateway } = useCheckoutApp();
const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

async function coilCheckout(inStock: number, options: { backorderable?: boolean; quantity?: number } = {}) {
  const backorderable = options.backorderable ?? true;
  const coil = await createProduct(db(), {
    name: "135A RF Helmholtz Coil",
    price: "899.00",
    inStock,
    backorderable,
    leadTimeDays: backorderable ? 21 : null,
  });
  const lines = [{ product: coil, quantity: options.quantity ?? 1 }];
  const amount = fromCents(toCents("899.00") * (options.quantity ?? 1) + toCents(await quotedShipping(t.app, lines)));
  const body = async (card: Record<string, string> = {}) => ({
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: await testToken(t.app, card),
    amount,
    orderData: buildOrderData(cartItems(lines)),
  });
  return { coil, body };
}

describe("a product built to order", () => {
  it("takes the stock it has and backorders the rest: the line, the order page and the confirmation say when it ships", async () => {
    const { coil, body } = await coilCheckout(2, { quantity: 5 });
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await body(), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(coil.id)).toBe(0);

    const orderId = res.json<{ orderId: string }>().orderId;
    const mine = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}`, headers: { cookie } });
    const [line] = parseOrderLines(mine.json<Order>().items);
    expect(line).toMatchObject({ quantity: 5, backordered: true, backorderedQuantity: 3, leadTimeDays: 21 });

    await t.deps.mailWorker.drain();
    const mail = readOutbox(t.dataDir).find((m) => m.subject.startsWith("Order confirmation"));
    expect(mail?.body).toContain("5 x 135A RF Helmholtz Coil (2 from stock, 3 built to order. Ships in about 21 days)");
  });

  it("is bought at stock 0: the stock stays 0 and the whole line is backordered", async () => {
    const { coil, body } = await coilCheckout(0);
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await body(), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(coil.id)).toBe(0);
    const [row] = await db().select({ items: orders.items }).from(orders);
    expect(parseOrderLines(row!.items)[0]).toMatchObject({ backordered: true, backorderedQuantity: 1 });
  });

  it("marks nothing when the stock covers the order (one statement, as before)", async () => {
    const { coil, body } = await coilCheckout(4, { quantity: 3 });
    const { cookie } = await loginAsCustomer(t.app, db());
    expect((await charge(t.app, await body(), { cookie })).statusCode).toBe(200);
    expect(await stockOf(coil.id)).toBe(1);
    const [row] = await db().select({ items: orders.items }).from(orders);
    const [line] = parseOrderLines(row!.items);
    expect(line!.backordered).toBeUndefined();
    expect(line!.backorderedQuantity).toBeUndefined();
  });

  it("gives back only what it took from the shelf when the card is declined", async () => {
    const { coil, body } = await coilCheckout(2, { quantity: 5 });
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await body({ zip: "46282" }), { cookie });
    expect(res.statusCode).toBe(402);
    expect(await stockOf(coil.id)).toBe(2);
  });

  it("gives back only what it took from the shelf when the owner cancels the order", async () => {
    const { coil, body } = await coilCheckout(2, { quantity: 5 });
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await body(), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const admin = await loginAsAdmin(t.app, db());
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${res.json<{ orderId: string }>().orderId}/cancel`,
      headers: { cookie: admin },
      payload: { reason: "The customer ordered the wrong coil" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(coil.id)).toBe(2);
  });

  it("is never oversold when it is not built to order: stock 0 is still a 409", async () => {
    const { coil, body } = await coilCheckout(0, { backorderable: false });
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await body(), { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "135A RF Helmholtz Coil is out of stock" });
    expect(await stockOf(coil.id)).toBe(0);
    expect(gateway.calls).toBe(0);
  });

  it("20 buyers at once for 3 units in stock: every order placed, exactly 3 units from stock, 17 backordered, stock 0", async () => {
    const { coil, body } = await coilCheckout(3);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createUser(db())));
    const requests = [];
    for (const customer of customers) {
      const { token } = await createSession(db(), customer, 1);
      requests.push({ cookie: `sid=${token}`, payload: await body() });
    }
    const answers = await Promise.all(
      requests.map((r, i) => charge(t.app, r.payload, { cookie: r.cookie, "idempotency-key": crypto.randomUUID() }, `198.51.100.${i + 1}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await stockOf(coil.id)).toBe(0);
    const lines = (await db().select({ items: orders.items }).from(orders)).map((row) => parseOrderLines(row.items)[0]!);
    expect(lines.filter((line) => !line.backordered)).toHaveLength(3);
    expect(lines.filter((line) => line.backorderedQuantity === 1)).toHaveLength(17);
  });
});

describe("the product's build-to-order fields", () => {
  it("are saved and answered; a lead time is required when built to order and dropped when not", async () => {
    const admin = await loginAsAdmin(t.app, db());
    const category = await createCategory(db());
    const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/products", headers: { cookie: admin }, payload });

    const missing = await post(buildProductInput({ category: category.name, backorderable: true }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("leadTimeDays: Lead time is required for a product built to order");
    const tooLong = await post(buildProductInput({ category: category.name, backorderable: true, leadTimeDays: 400 }));
    expect(tooLong.statusCode).toBe(400);

    const made = await post(buildProductInput({ category: category.name, backorderable: true, leadTimeDays: "28", inStock: 0 }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Product>()).toMatchObject({ backorderable: true, leadTimeDays: 28 });
    const plain = await post(buildProductInput({ category: category.name, leadTimeDays: 10 }));
    expect(plain.json<Product>()).toMatchObject({ backorderable: false, leadTimeDays: null });

    const catalog = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(catalog.json<Product[]>().find((p) => p.id === made.json<Product>().id)).toMatchObject({
      backorderable: true,
      leadTimeDays: 28,
    });
  });
});
