import { describe, expect, it } from "vitest";
import type { DiscountCheck } from "../../../shared/contracts/discounts";
import { discountRedemptions } from "../../db/schema/discounts";
import { cartItems } from "../../../../tests/support/checkout";
import { checkCode, createDiscountCode, createGroup } from "../../../../tests/support/discounts";
import { createOrder, createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ env: { LOGIN_MAX_FAILURES: "3" } });
const db = () => t.deps.db;

/** 5 probes at their 5-unit tier (850.00, list 895.00) and a cable at 85.00: 4,335.00. */
async function cart() {
  const probe = await createProduct(db(), {
    name: "101A EMC Probe Set",
    price: "895.00",
    priceTiers: [{ minQuantity: 5, price: "850.00" }],
  });
  const cable = await createProduct(db(), { name: "CB-1 SMA Cable", price: "85.00" });
  const items = cartItems([
    { product: probe, quantity: 5 },
    { product: cable, quantity: 1 },
  ]);
  return { probe, cable, items };
}

const hourAgo = () => new Date(Date.now() - 3_600_000);
const inADay = () => new Date(Date.now() + 86_400_000);

describe("POST /api/discounts/check", () => {
  it("answers the code as the shop writes it, what it takes off the cart at its tier prices, and a message", async () => {
    const { items } = await cart();
    await createDiscountCode(db(), { code: "SPRING10", kind: "percent", value: "10.00" });
    const res = await checkCode(t.app, { code: "spring10", items });
    expect(res.statusCode, res.body).toBe(200);
    // 5 x 850.00 + 85.00 = 4,335.00; 10 % = 433.50
    expect(res.json<DiscountCheck>()).toEqual({
      code: "SPRING10",
      discountAmount: "433.50",
      message: "SPRING10: 10% off your order. You save $433.50.",
    });
  });

  it("takes an amount off only the listed products' lines, never more than they cost", async () => {
    const { cable, items } = await cart();
    await createDiscountCode(db(), { code: "CABLE100", kind: "amount", value: "100.00", productIds: [cable.id] });
    const res = await checkCode(t.app, { code: "CABLE100", items });
    expect(res.json<DiscountCheck>()).toMatchObject({
      discountAmount: "85.00",
      message: "CABLE100: $100.00 off selected items. You save $85.00.",
    });
  });

  it("prices a signed-in group member's lines at the group price, a visitor's at the list and tier prices", async () => {
    const probe = await createProduct(db(), { name: "150A Amplifier", price: "1000.00" });
    const items = cartItems([{ product: probe, quantity: 1 }]);
    await createDiscountCode(db(), { code: "TENOFF" });
    const member = await loginAsCustomer(t.app, db());
    await createGroup(db(), "Distributor", "25.00", [member.userId]);
    expect((await checkCode(t.app, { code: "TENOFF", items })).json<DiscountCheck>().discountAmount).toBe("100.00");
    expect((await checkCode(t.app, { code: "TENOFF", items }, member.cookie)).json<DiscountCheck>().discountAmount).toBe("75.00");
  });

  describe("refuses, with the reason", () => {
    const cases: { rule: string; code: Parameters<typeof createDiscountCode>[1]; status: number; message: string | RegExp }[] = [
      { rule: "an expired code", code: { endsAt: hourAgo() }, status: 400, message: "This code has expired" },
      {
        rule: "a code not yet valid",
        code: { startsAt: inADay() },
        status: 400,
        message: /^This code is valid from [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      },
      { rule: "a code used up", code: { maxUses: 2, uses: 2 }, status: 400, message: "This code has been used up" },
      {
        rule: "a cart under the minimum",
        code: { minSubtotal: "5000.00" },
        status: 400,
        message: "This code requires a minimum of $5,000.00",
      },
    ];
    for (const c of cases) {
      it(`${c.rule}: ${c.status}`, async () => {
        const { items } = await cart();
        await createDiscountCode(db(), { code: "RULED", ...c.code });
        const res = await checkCode(t.app, { code: "RULED", items });
        expect(res.statusCode).toBe(c.status);
        expect(res.json<{ message: string }>().message).toMatch(c.message);
      });
    }

    it("an unknown code: 404", async () => {
      const { items } = await cart();
      const res = await checkCode(t.app, { code: "NOPE", items });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "The discount code NOPE does not exist" });
    });

    it("a minimum of $500.00 in the words of the spec", async () => {
      const cable = await createProduct(db(), { price: "85.00" });
      await createDiscountCode(db(), { code: "BIG", minSubtotal: "500.00" });
      const res = await checkCode(t.app, { code: "BIG", items: cartItems([{ product: cable, quantity: 1 }]) });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/minimum of \$500\.00$/);
    });

    it("a code that fits no line of the cart: 400", async () => {
      const { items } = await cart();
      const other = await createProduct(db(), { name: "Not in the cart" });
      await createDiscountCode(db(), { code: "ONLYOTHER", productIds: [other.id] });
      const res = await checkCode(t.app, { code: "ONLYOTHER", items });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "This code does not apply to any item in your cart" });
    });

    it("a once-per-customer code the customer has used: 400 for them, 200 for another", async () => {
      const { items } = await cart();
      const code = await createDiscountCode(db(), { code: "WELCOME", oncePerCustomer: true, uses: 1 });
      const used = await loginAsCustomer(t.app, db());
      const order = await createOrder(db(), { userId: used.userId, discountCode: "WELCOME" });
      await db().insert(discountRedemptions).values({ discountId: code.id, orderId: order.id, userId: used.userId, oncePerCustomer: true });
      const res = await checkCode(t.app, { code: "WELCOME", items }, used.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "You have already used this code" });
      const other = await loginAsCustomer(t.app, db());
      expect((await checkCode(t.app, { code: "WELCOME", items }, other.cookie)).statusCode).toBe(200);
    });

    it("a malformed code or cart: 400 naming the field", async () => {
      const { items } = await cart();
      const bad = await checkCode(t.app, { code: "TEN OFF!", items });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/^code: /);
      const empty = await checkCode(t.app, { code: "SPRING10", items: "[]" });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toMatch(/the cart is empty/);
    });
  });

  it("answers 429 after LOGIN_MAX_FAILURES unknown codes from one address; known codes are no guesses", async () => {
    const { items } = await cart();
    await createDiscountCode(db(), { code: "REAL" });
    const from = "203.0.113.9";
    for (let i = 0; i < 5; i++) expect((await checkCode(t.app, { code: "REAL", items }, undefined, from)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await checkCode(t.app, { code: `GUESS${i}`, items }, undefined, from)).statusCode).toBe(404);
    const limited = await checkCode(t.app, { code: "GUESS9", items }, undefined, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another address is not held back by this one's guesses.
    expect((await checkCode(t.app, { code: "REAL", items }, undefined, "203.0.113.10")).statusCode).toBe(200);
  });
});
