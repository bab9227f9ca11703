import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminOrderDetail, order as orderSchema } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { waitForMail } from "../../../../tests/support/mail";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Orders placed through the real checkout and the real test gateway, then shipped, refunded and
// cancelled through the admin's calls. Charges settle at once here (TEST_GATEWAY_SETTLE_AFTER_S=0).
const t = useTestApp({
  admin: true,
  env: { TEST_GATEWAY_SETTLE_AFTER_S: "0", PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" },
});

const stockOf = async (id: string) => (await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!.inStock;
const asAdmin = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin }, ...(payload ? { payload } : {}) });

async function placeOrder(quantity: number) {
  const product = await createProduct(t.deps.db, { price: "240.00", inStock: 10 });
  const lines = [{ product, quantity }];
  const shipping = await quotedShipping(t.app, lines);
  const amount = fromCents(toCents("240.00") * quantity + toCents(shipping));
  const customer = await loginAsCustomer(t.app, t.deps.db);
  const res = await charge(
    t.app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app),
      amount,
      orderData: buildOrderData(cartItems(lines), { customerEmail: "grace@example.com", userId: customer.userId }),
    },
    { cookie: customer.cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  const history = await t.app.inject({ method: "GET", url: "/api/user/orders", headers: { cookie: customer.cookie } });
  const id = (history.json() as { id: string }[])[0]!.id;
  return { id, product, amount, customer };
}

describe("an order's life after the payment", () => {
  it("ships, refunds part, then cancels with the rest refunded; the customer sees it, the admin sees the history", async () => {
    const { id, product, amount, customer } = await placeOrder(3);
    expect(await stockOf(product.id)).toBe(7);

    expect(
      (await asAdmin("POST", `/api/admin/orders/${id}/shipments`, { carrier: "UPS", trackingNumber: "1Z12345E6605272234" })).statusCode,
    ).toBe(201);
    const refunded = await asAdmin("POST", `/api/admin/orders/${id}/refunds`, {
      amount: "240.00",
      reason: "One unit arrived damaged",
      restockLines: [{ index: 0, quantity: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await stockOf(product.id)).toBe(8);
    const refundMail = await waitForMail(t.dataDir, "grace@example.com", /Refund of \$240\.00/);
    expect(refundMail.body).toContain(`https://shop.example/orders/${id}`);

    const mine = await t.app.inject({ method: "GET", url: `/api/user/orders/${id}`, headers: { cookie: customer.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(orderSchema.safeParse(mine.json()).success).toBe(true);
    expect(mine.json()).toMatchObject({ status: "completed", paymentStatus: "partially_refunded", refundedAmount: "240.00" });
    expect(mine.json().shipments[0]).toMatchObject({
      carrier: "UPS",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z12345E6605272234",
    });

    const cancelled = await asAdmin("POST", `/api/admin/orders/${id}/cancel`, { reason: "Customer returned the rest" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: amount });
    expect(await stockOf(product.id)).toBe(10);
    const rest = fromCents(toCents(amount) - toCents("240.00"));
    const cancelMail = await waitForMail(t.dataDir, "grace@example.com", /cancelled/);
    expect(cancelMail.body).toContain(`refunded ${formatPrice(rest)}`);

    const detail = (await asAdmin("GET", `/api/admin/orders/${id}`)).json();
    expect(adminOrderDetail.safeParse(detail).success).toBe(true);
    expect(detail.refunds.map((r: { amount: string }) => r.amount)).toEqual(["240.00", rest]);
    const types = detail.events.map((e: { type: string }) => e.type);
    expect(types.indexOf("placed")).toBeLessThan(types.indexOf("shipped"));
    expect(types.slice(types.indexOf("shipped"))).toEqual([
      "shipped",
      "email_sent",
      "refunded",
      "restocked",
      "email_sent",
      "cancelled",
      "refunded",
      "restocked",
      "email_sent",
    ]);
    expect(detail.events.find((e: { type: string }) => e.type === "cancelled").actor).toBe(ADMIN_EMAIL);
  });
});
