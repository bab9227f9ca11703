import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminCustomer, OverdueInvoice } from "../../../shared/contracts/institutional";
import { shortOrderId } from "../../../shared/contracts/orders";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { orderEvents, orders, refunds } from "../../db/schema/orders";
import { buildOrderData, cartItems, charge, quotedShipping } from "../../../../tests/support/checkout";
import { createProduct, loginAsAdmin, loginAsCustomer } from "../../../../tests/support/factories";
import { setTerms } from "../../../../tests/support/institutional";
import { readOutbox } from "../../../../tests/support/mail";
import { unfinishedUpload, uploadDocument } from "../../../../tests/support/uploads";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

const { t, gateway } = useCheckoutApp({ PAYMENT_TIMEOUT_MS: "3000" });
const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

async function net30Customer() {
  const customer = await loginAsCustomer(t.app, db());
  await setTerms(db(), customer.userId, "net30");
  return customer;
}

async function cart(inStock = 5, quantity = 1) {
  const product = await createProduct(db(), { name: "160A Dual-Line LISN", price: "500.00", inStock });
  const lines = [{ product, quantity }];
  const shipping = await quotedShipping(t.app, lines);
  return { product, items: cartItems(lines), amount: fromCents(toCents("500.00") * quantity + toCents(shipping)) };
}

function invoiceCharge(
  cookie: string,
  items: string,
  amount: string,
  orderData: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return charge(t.app, { amount, paymentMethod: "invoice", orderData: buildOrderData(items, orderData), ...extra }, { cookie });
}

async function placeInvoiced() {
  const customer = await net30Customer();
  const { product, items, amount } = await cart();
  const res = await invoiceCharge(customer.cookie, items, amount, { purchaseOrderNumber: "PO-4471" });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, product, amount, orderId: res.json<{ orderId: string }>().orderId };
}

const pay = (orderId: string, payload: object, cookie: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/payments`, headers: { cookie }, payload });

describe("Net 30: POST /api/payment/charge with paymentMethod invoice", () => {
  it("places the order awaiting payment without a card, takes the stock, numbers the invoice and sets the due date", async () => {
    const { orderId, product, amount, customer } = await placeInvoiced();
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      paymentStatus: "awaiting_payment",
      paymentMethod: "invoice",
      purchaseOrderNumber: "PO-4471",
      total: amount,
    });
    expect(order!.invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(order!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(gateway.calls).toBe(0);
    expect(await stockOf(product.id)).toBe(4);

    const pdf = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}/invoice.pdf`, headers: { cookie: customer.cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("PO-4471");
    expect(text).toMatch(/Terms\s+Net 30/);
    const due = new Date(`${order!.dueDate}T12:00:00Z`).toLocaleDateString("en-US", {
      timeZone: "UTC",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    expect(text).toMatch(new RegExp(`Due date\\s+${due}`));
    expect(text).toMatch(/Balance due\s+\$/);
  });

  it("403 for a card-only account, 400 without a PO number, nothing reserved", async () => {
    const { items, amount, product } = await cart();
    const cardOnly = await loginAsCustomer(t.app, db());
    const refused = await invoiceCharge(cardOnly.cookie, items, amount);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain("Net 30");
    const net30 = await net30Customer();
    const noPo = await invoiceCharge(net30.cookie, items, amount, { purchaseOrderNumber: "" });
    expect(noPo.statusCode).toBe(400);
    expect(noPo.json<{ message: string }>().message).toContain("purchaseOrderNumber");
    const badFile = await invoiceCharge(net30.cookie, items, amount, {}, { purchaseOrderFileUrl: "https://evil.example/po.pdf" });
    expect(badFile.statusCode).toBe(400);
    const card = await charge(t.app, { amount, orderData: buildOrderData(items) }, { cookie: net30.cookie });
    expect(card.statusCode).toBe(400);
    expect(card.json<{ message: string }>().message).toContain("opaqueDataDescriptor");
    expect(await db().select().from(orders)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("records the PO file of the signed upload", async () => {
    const customer = await net30Customer();
    const path = await uploadDocument(t.app, customer.cookie, "purchase-orders");
    expect(path).toMatch(/^\/objects\/purchase-orders\//);
    const { items, amount } = await cart();
    const res = await invoiceCharge(customer.cookie, items, amount, {}, { purchaseOrderFileUrl: path });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders);
    expect(order!.purchaseOrderFileUrl).toBe(path);
  });

  it("refuses a PO file another account uploaded, one never uploaded and one whose upload did not finish with 400, nothing reserved", async () => {
    const customer = await net30Customer();
    const other = await loginAsCustomer(t.app, db());
    const { items, amount, product } = await cart();
    const cases = [
      [await uploadDocument(t.app, other.cookie, "purchase-orders"), "no purchase order you uploaded"],
      ["/objects/purchase-orders/5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "no purchase order you uploaded"],
      [await unfinishedUpload(t.app, customer.cookie, "purchase-orders"), "did not finish"],
    ] as const;
    for (const [purchaseOrderFileUrl, message] of cases) {
      const res = await invoiceCharge(customer.cookie, items, amount, { purchaseOrderNumber: "PO-1" }, { purchaseOrderFileUrl });
      expect(res.statusCode, purchaseOrderFileUrl).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^purchaseOrderFileUrl: .*${message}`));
    }
    expect(await db().select().from(orders)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("never oversells: two Net 30 orders for the last unit, one wins", async () => {
    const a = await net30Customer();
    const b = await net30Customer();
    const { items, amount, product } = await cart(1);
    const results = await Promise.all([invoiceCharge(a.cookie, items, amount), invoiceCharge(b.cookie, items, amount)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ message: `${product.name} is out of stock` });
    expect(await stockOf(product.id)).toBe(0);
    expect(await db().select().from(orders)).toHaveLength(1);
  });
});

describe("POST /api/admin/orders/{id}/payments", () => {
  it("adds partial payments up, refuses more than the balance (409), and marks the order paid when paid in full", async () => {
    const { orderId, amount } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    const first = await pay(orderId, { amount: "100.00", method: "check", reference: "Check 1042" }, admin);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amountPaid: "100.00", paymentStatus: "awaiting_payment" });
    const rest = fromCents(toCents(amount) - 10000);

    const over = await pay(orderId, { amount: fromCents(toCents(rest) + 1), method: "wire", reference: "" }, admin);
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain("more than the balance");

    const last = await pay(orderId, { amount: rest, method: "wire", reference: "SWIFT 88" }, admin);
    expect(last.json()).toMatchObject({ balance: "0.00", paymentStatus: "paid", amountPaid: amount });
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: amount });
    expect(order!.paidAt).not.toBeNull();
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.type === "payment_recorded")).toHaveLength(2);
    expect(events.some((e) => e.type === "paid")).toBe(true);

    const list = await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}/payments`, headers: { cookie: admin } });
    expect(list.json<{ amount: string }[]>().map((p) => p.amount)).toEqual(["100.00", rest]);
    expect((await pay(orderId, { amount: "1.00", method: "check" }, admin)).statusCode).toBe(409);
  });

  it("two payments of the whole balance at once: one is recorded, the other 409", async () => {
    const { orderId, amount } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    const results = await Promise.all([pay(orderId, { amount, method: "wire" }, admin), pay(orderId, { amount, method: "check" }, admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await db().select().from(orders))[0]!.amountPaid).toBe(amount);
  });

  it("400 for bad input, 404 for an unknown order, 409 for a card order", async () => {
    const { orderId } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    for (const payload of [
      { amount: "0", method: "check" },
      { amount: "-5", method: "check" },
      { amount: "5.00", method: "bitcoin" },
      {},
    ]) {
      expect((await pay(orderId, payload, admin)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await pay("00000000-0000-4000-8000-000000000000", { amount: "1.00", method: "check" }, admin)).statusCode).toBe(404);
    await db().update(orders).set({ paymentMethod: "card", paymentStatus: "paid" }).where(eq(orders.id, orderId));
    expect((await pay(orderId, { amount: "1.00", method: "check" }, admin)).statusCode).toBe(409);
  });

  it("lists overdue invoices with their balance for the dashboard", async () => {
    const { orderId } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    const none = await t.app.inject({ method: "GET", url: "/api/admin/invoices/overdue", headers: { cookie: admin } });
    expect(none.json()).toEqual({ invoices: [], totalOutstanding: "0.00" });
    await pay(orderId, { amount: "50.00", method: "check" }, admin);
    await db().update(orders).set({ dueDate: "2020-01-01" }).where(eq(orders.id, orderId));
    const res = await t.app.inject({ method: "GET", url: "/api/admin/invoices/overdue", headers: { cookie: admin } });
    const body = res.json<{ invoices: OverdueInvoice[]; totalOutstanding: string }>();
    expect(body.invoices).toHaveLength(1);
    const [row] = body.invoices;
    expect(row).toMatchObject({ orderId, purchaseOrderNumber: "PO-4471", dueDate: "2020-01-01" });
    expect(toCents(row!.total) - toCents(row!.balance)).toBe(5000);
    expect(row!.daysOverdue).toBeGreaterThan(300);
    expect(body.totalOutstanding).toBe(row!.balance);
  });
});

describe("cancelling or refunding an invoiced (Net 30) order", () => {
  const cancel = (orderId: string, cookie: string, payload: object = { reason: "PO withdrawn" }) =>
    t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/cancel`, headers: { cookie }, payload });
  const cancelMail = async (orderId: string) => {
    await t.deps.mailWorker.drain();
    return readOutbox(t.dataDir).filter((m) => m.subject.includes(`#${shortOrderId(orderId)}`) && /cancelled/.test(m.subject));
  };

  it("voids an unpaid invoice: stock back once, no gateway call, the customer told nothing is owed; a second cancel is 409", async () => {
    const { orderId, product } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    expect(await stockOf(product.id)).toBe(4);
    await db().update(orders).set({ dueDate: "2020-01-01" }).where(eq(orders.id, orderId)); // overdue before the cancel
    const res = await cancel(orderId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", paymentStatus: "voided", refundedAmount: "0.00" });
    expect(await stockOf(product.id)).toBe(5);
    expect(gateway.followUps + gateway.calls).toBe(0);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.find((e) => e.type === "voided")?.message).toBe("Invoice voided: no payment had been received");

    expect((await cancel(orderId, admin)).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(5);
    const mails = await cancelMail(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("The invoice for this order is void: nothing is owed.");
    // Not overdue any more, and no payment can be recorded on it.
    const overdue = await t.app.inject({ method: "GET", url: "/api/admin/invoices/overdue", headers: { cookie: admin } });
    expect(overdue.json()).toEqual({ invoices: [], totalOutstanding: "0.00" });
    expect((await pay(orderId, { amount: "1.00", method: "check" }, admin)).statusCode).toBe(409);
  });

  it("with payments recorded: records their refund (no gateway), paymentStatus refunded, the mail says how the money comes back", async () => {
    const { orderId, product } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    expect((await pay(orderId, { amount: "120.00", method: "check", reference: "Check 7" }, admin)).statusCode).toBe(201);
    const res = await cancel(orderId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: "120.00" });
    expect(gateway.followUps + gateway.calls).toBe(0);
    expect(await stockOf(product.id)).toBe(5);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: "120.00", transactionId: null });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.find((e) => e.type === "refunded")?.message).toContain("Refund of $120.00 recorded for the payments received on invoice");
    const mails = await cancelMail(orderId);
    expect(mails[0]!.body).toContain("The $120.00 you paid on this invoice will be returned to you by check or wire transfer.");
  });

  it("POST .../refunds on an invoiced order is 409 and asks no gateway, awaiting or paid in full", async () => {
    const { orderId, amount } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    const refund = () =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { cookie: admin },
        payload: { amount: "10.00", reason: "Goodwill" },
      });
    const awaiting = await refund();
    expect(awaiting.statusCode).toBe(409);
    expect(awaiting.json<{ message: string }>().message).toContain("on invoice (Net 30): there is no card payment to refund");
    expect((await pay(orderId, { amount, method: "wire" }, admin)).statusCode).toBe(201);
    const paid = await refund();
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ message: string }>().message).toContain("Cancel the order instead");
    expect(gateway.followUps + gateway.calls).toBe(0);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: "paid", refundedAmount: "0.00" });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
  });
});

describe("the admin's customers and their terms", () => {
  it("lists customers with order count, spend and terms; PUT sets the terms (400 bad, 404 staff or unknown)", async () => {
    const { customer, amount } = await placeInvoiced();
    const admin = await loginAsAdmin(t.app, db());
    const list = await t.app.inject({ method: "GET", url: "/api/admin/customers", headers: { cookie: admin } });
    const mine = list.json<AdminCustomer[]>().find((c) => c.id === customer.userId);
    expect(mine).toMatchObject({ orderCount: 1, spend: amount, paymentTerms: "net30" });

    const put = (id: number | string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}`, headers: { cookie: admin }, payload });
    const res = await put(customer.userId, { paymentTerms: "card" });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCustomer>().paymentTerms).toBe("card");
    expect((await put(customer.userId, { paymentTerms: "net60" })).statusCode).toBe(400);
    expect((await put(999999, { paymentTerms: "card" })).statusCode).toBe(404);
    const { items, amount: a2 } = await cart();
    expect((await invoiceCharge(customer.cookie, items, a2)).statusCode).toBe(403);
  });
});
