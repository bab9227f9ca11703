import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { PDF_CONTENT_SECURITY_POLICY } from "../../http/security";
import { invoiceCounters, orderEvents, orders, shipments } from "../../db/schema/orders";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { buildOrderLine, createOrder, createProduct, createTaxRate, loginAsCustomer } from "../../../../tests/support/factories";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });

const thisYear = () => Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric" }).format(new Date()));

function line(name: string, unitPrice: string, quantity: number, option?: string): OrderLine {
  const base = buildOrderLine({ id: crypto.randomUUID(), name, price: unitPrice }, quantity);
  return option ? { ...base, selectedOption: { title: option, price: "0.00" } } : base;
}

const LINES = [
  line("Model 401 EMC Spectrum Analyzer", "12500.00", 3, "Tracking generator"),
  line("101A Near-Field Probe Set", "340.00", 1),
];

/** An order of two lines: 37,840.00 + 7.25 % CA tax 2,743.40 + UPS Ground 45.00 = 40,628.40. */
function bigOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  return createOrder(t.deps.db, {
    items: JSON.stringify(LINES),
    subtotal: "37840.00",
    taxRate: "7.25",
    taxAmount: "2743.40",
    shippingServiceName: "UPS Ground",
    shippingCost: "45.00",
    total: "40628.40",
    companyName: "Bodega Bay Radio Lab",
    billingStreet: "1 Campus Drive",
    billingCity: "Davis",
    billingState: "CA",
    billingZipCode: "95616",
    street: "200 Loading Dock Rd",
    city: "Santa Rosa",
    zipCode: "95401",
    purchaseOrderNumber: "PO-778812",
    specialInstructions: "Deliver to the receiving dock, 8 to 4.",
    cardLastFour: "1111",
    paidAt: new Date(),
    ...overrides,
  });
}

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const userInvoice = (id: string, cookie: string) => get(`/api/user/orders/${id}/invoice.pdf`, cookie);
const adminInvoice = (id: string) => get(`/api/admin/orders/${id}/invoice.pdf`, t.admin);
const packingSlip = (id: string) => get(`/api/admin/orders/${id}/packing-slip.pdf`, t.admin);
const squash = (text: string) => text.replace(/\s+/g, " ");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, "\\$&");

async function invoiceEvents(orderId: string) {
  return t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
}

describe("GET /api/user/orders/:id/invoice.pdf", () => {
  it("gives the customer a PDF invoice that a reader shows with its number, lines and total", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const order = await bigOrder({ userId: me.userId });
    const number = `INV-${thisYear()}-00001`;

    const res = await userInvoice(order.id, me.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toBe(PDF_CONTENT_SECURITY_POLICY);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const text = await pdfText(res.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain(order.id.slice(0, 8).toUpperCase());
    expect(text).toContain("PO-778812");
    // Each line: name, quantity, unit and line price on one row; the option under the name.
    expect(text).toMatch(/Model 401 EMC Spectrum Analyzer\s+3\s+\$12,500\.00\s+\$37,500\.00/);
    expect(text).toContain("Option: Tracking generator");
    expect(text).toMatch(/101A Near-Field Probe Set\s+1\s+\$340\.00\s+\$340\.00/);
    expect(text).toMatch(/Subtotal\s+\$37,840\.00/);
    expect(text).toMatch(/Tax \(CA 7\.25%\)\s+\$2,743\.40/);
    expect(text).toMatch(/Shipping \(UPS Ground\)\s+\$45\.00/);
    expect(text).toMatch(/Total\s+\$40,628\.40/);
    expect(text).toMatch(/Amount paid\s+\$40,628\.40/);
    expect(text).toMatch(/Refunded\s+\$0\.00/);
    expect(text).toMatch(/Payment\s+Paid/);
    expect(text).toContain("card ending in 1111");
    // Seller, bill-to and ship-to.
    for (const part of ["Gravenstein RF Instruments", "(707) 555-0142", "sales@gravensteinrf.com", "Sebastopol, CA 95472"])
      expect(text).toContain(part);
    for (const part of ["Bodega Bay Radio Lab", "1 Campus Drive", "Davis, CA 95616", "200 Loading Dock Rd", "Santa Rosa, CA 95401"])
      expect(text).toContain(part);
    expect(text).not.toContain("Net 30");

    // The number was given once, with an event, and the next request reads the same invoice.
    const [stored] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.invoiceNumber).toBe(number);
    const again = await userInvoice(order.id, me.cookie);
    expect(again.headers["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);
    expect((await invoiceEvents(order.id)).map((e) => [e.type, e.actor, e.message])).toEqual([
      ["invoice_issued", "system", `Invoice ${number} issued`],
    ]);
  });

  it("keeps an order's invoice number, and numbers the next un-numbered order after the last one", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const numbered = await createOrder(t.deps.db, { userId: me.userId, invoiceNumber: "INV-2025-00042" });
    const first = await createOrder(t.deps.db, { userId: me.userId });
    const second = await createOrder(t.deps.db, { userId: me.userId });
    const year = thisYear();

    expect((await userInvoice(numbered.id, me.cookie)).headers["content-disposition"]).toBe('inline; filename="INV-2025-00042.pdf"');
    expect(await pdfText((await userInvoice(numbered.id, me.cookie)).rawPayload)).toContain("INV-2025-00042");
    expect((await userInvoice(second.id, me.cookie)).headers["content-disposition"]).toContain(`INV-${year}-00001.pdf`);
    expect((await userInvoice(first.id, me.cookie)).headers["content-disposition"]).toContain(`INV-${year}-00002.pdf`);
    expect(await invoiceEvents(numbered.id)).toEqual([]);
  });

  it("shows Net 30 terms, the due date and the balance of an invoiced order", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    // 21:00 on March 1 in Sebastopol (March 2 in UTC); the 30 days cross the change to summer time.
    const order = await bigOrder({
      userId: me.userId,
      paymentStatus: "awaiting_payment",
      paidAt: null,
      cardLastFour: null,
      createdAt: new Date("2026-03-02T05:00:00Z"),
    });
    const text = await pdfText((await userInvoice(order.id, me.cookie)).rawPayload);
    expect(text).toMatch(/Invoice date\s+March 1, 2026/);
    expect(text).toMatch(/Terms\s+Net 30/);
    expect(text).toMatch(/Due date\s+March 31, 2026/);
    expect(text).toMatch(/Payment\s+Awaiting payment/);
    expect(text).toMatch(/Amount paid\s+\$0\.00/);
    expect(text).toMatch(/Balance due\s+\$40,628\.40/);
    expect(squash(text)).toContain("Please pay $40,628.40 by March 31, 2026");
  });

  it("shows what was refunded", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const order = await bigOrder({ userId: me.userId, paymentStatus: "partially_refunded", refundedAmount: "1250.00" });
    const text = await pdfText((await userInvoice(order.id, me.cookie)).rawPayload);
    expect(text).toMatch(/Amount paid\s+\$40,628\.40/);
    expect(text).toMatch(/Refunded\s+\$1,250\.00/);
    expect(text).toMatch(/Payment\s+Partially refunded/);
  });

  it("answers 404 for another customer's order, a checkout that never became an order, and ids that name nothing", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const other = await loginAsCustomer(t.app, t.deps.db);
    const theirs = await createOrder(t.deps.db, { userId: other.userId });
    const ids = [theirs.id, crypto.randomUUID(), "not-an-id", `${theirs.id}x`];
    for (const paymentStatus of ["reserved", "declined", "failed"] as const)
      ids.push((await createOrder(t.deps.db, { userId: me.userId, paymentStatus })).id);
    for (const id of ids) {
      const res = await userInvoice(id, me.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
    }
    // Nobody's invoice was numbered by asking.
    expect(await t.deps.db.select().from(invoiceCounters)).toEqual([]);
    expect((await get(`/api/user/orders/${theirs.id}/invoice.pdf`)).statusCode).toBe(401);
  });
});

describe("the invoice of an order paid at the checkout", () => {
  it("carries the number given with the payment, the card, the option and the server's prices", async () => {
    await createTaxRate(t.deps.db, "CA", "7.25");
    const probe = await createProduct(t.deps.db, {
      name: "101A EMC Probe Set",
      price: "199.00",
      inStock: 10,
      options: [{ title: "SMA cable kit", price: "25.00", isDefault: true }],
    });
    const amp = await createProduct(t.deps.db, { name: "150A EMC Probe Amplifier", price: "1295.50", inStock: 3 });
    const lines = [
      { product: probe, quantity: 2, option: { title: "SMA cable kit", price: "25.00" } },
      { product: amp, quantity: 1 },
    ];
    const shipping = await quotedShipping(t.app, lines);
    // (199.00 + 25.00) x 2 + 1295.50 = 1743.50; tax 7.25 % of the subtotal = 126.40
    const total = fromCents(toCents("1743.50") + toCents("126.40") + toCents(shipping));
    const me = await loginAsCustomer(t.app, t.deps.db);
    const paid = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: total,
        orderData: buildOrderData(cartItems(lines)),
      },
      { cookie: me.cookie },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const { orderId } = paid.json<{ orderId: string }>();
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.invoiceNumber).toBe(`INV-${thisYear()}-00001`);

    const res = await userInvoice(orderId, me.cookie);
    expect(res.headers["content-disposition"]).toBe(`inline; filename="${order?.invoiceNumber}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/101A EMC Probe Set\s+2\s+\$224\.00\s+\$448\.00/);
    expect(text).toContain("Option: SMA cable kit");
    expect(text).toMatch(/150A EMC Probe Amplifier\s+1\s+\$1,295\.50\s+\$1,295\.50/);
    expect(text).toMatch(/Subtotal\s+\$1,743\.50/);
    expect(text).toMatch(/Tax \(CA 7\.25%\)\s+\$126\.40/);
    expect(text).toMatch(/Shipping \(Delivery in 1-5 business days\)/);
    expect(text).toMatch(new RegExp(`Total\\s+${escapeRegExp(formatPrice(total))}`));
    expect(text).toMatch(new RegExp(`Amount paid\\s+${escapeRegExp(formatPrice(total))}`));
    expect(text).toContain("card ending in 1111");
    expect(text).toContain("PO-2291");
    // The payment numbered it; the invoice did not number it again.
    expect((await invoiceEvents(orderId)).filter((e) => e.type === "invoice_issued")).toHaveLength(1);
  });
});

describe("GET /api/admin/orders/:id/invoice.pdf and packing-slip.pdf", () => {
  it("gives the admin any placed order's invoice, numbering it once when two ask at once", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const order = await bigOrder({ userId: customer.userId });
    const [a, b] = await Promise.all([adminInvoice(order.id), adminInvoice(order.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const number = `INV-${thisYear()}-00001`;
    expect(a.headers["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);
    expect(b.headers["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);
    expect(await t.deps.db.select().from(invoiceCounters)).toEqual([{ year: thisYear(), last: 1 }]);
    expect(await invoiceEvents(order.id)).toHaveLength(1);
    const text = await pdfText(b.rawPayload);
    expect(text).toContain(number);
    expect(text).toMatch(/Total\s+\$40,628\.40/);
  });

  it("gives a packing slip with lines, quantities, ship-to, PO, tracking and instructions, and no prices", async () => {
    const order = await bigOrder({ status: "completed" });
    await t.deps.db
      .insert(shipments)
      .values({ orderId: order.id, carrier: "UPS", trackingNumber: "1Z999AA10123456784", createdBy: "owner" });
    const short = order.id.slice(0, 8).toUpperCase();

    const res = await packingSlip(order.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="packing-slip-${short}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");

    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Order ${short}`);
    expect(text).toContain("PO-778812");
    expect(text).toMatch(/Model 401 EMC Spectrum Analyzer\s+3\b/);
    expect(text).toContain("Option: Tracking generator");
    expect(text).toMatch(/101A Near-Field Probe Set\s+1\b/);
    expect(text).toContain("4 units in 2 lines.");
    for (const part of ["200 Loading Dock Rd", "Santa Rosa, CA 95401", "Bodega Bay Radio Lab"]) expect(text).toContain(part);
    expect(text).toMatch(/UPS\s+1Z999AA10123456784/);
    expect(text).toContain("Deliver to the receiving dock, 8 to 4.");
    expect(text).not.toContain("$");
    for (const amount of ["12,500", "12500", "37,840", "40,628", "340.00", "45.00"]) expect(text).not.toContain(amount);
    // A packing slip does not number an invoice.
    expect(await t.deps.db.select().from(invoiceCounters)).toEqual([]);
  });

  it("answers 404 for orders that were never placed and ids that name nothing, 401 and 403 to others", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const ids = [crypto.randomUUID(), "not-an-id", "1"];
    for (const paymentStatus of ["reserved", "declined", "failed"] as const)
      ids.push((await createOrder(t.deps.db, { userId: customer.userId, paymentStatus })).id);
    for (const id of ids) {
      for (const res of [await adminInvoice(id), await packingSlip(id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: "Order not found" });
      }
    }
    const placed = await createOrder(t.deps.db, { userId: customer.userId });
    expect((await get(`/api/admin/orders/${placed.id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${placed.id}/packing-slip.pdf`, customer.cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/orders/${placed.id}/invoice.pdf`, customer.cookie)).statusCode).toBe(403);
    const [counted] = await t.deps.db.select({ n: count() }).from(invoiceCounters);
    expect(counted?.n).toBe(0);
  });

  it("draws a long order over several pages with every line in it", async () => {
    const lines = Array.from({ length: 45 }, (_, i) =>
      line(`Calibrated attenuator ${i + 1} with a long descriptive name that has to wrap inside its column`, "10.00", i + 1),
    );
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    const subtotal = fromCents(toCents("10.00") * units);
    const order = await createOrder(t.deps.db, {
      items: JSON.stringify(lines),
      subtotal,
      shippingCost: "0.00",
      total: subtotal,
    });
    const text = await pdfText((await adminInvoice(order.id)).rawPayload);
    expect(text).toMatch(/Page 1 of [2-4]/);
    const flat = squash(text);
    for (let i = 1; i <= 45; i++) expect(flat).toContain(`Calibrated attenuator ${i} with a long descriptive name`);
    expect(text).toMatch(/Total\s+\$10,350\.00/);
  });
});
