import { describe, expect, it } from "vitest";
import { buildOrderLine, createOrder, createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { DESTINATION_CONTROL_STATEMENT } from "../../domain/documents/order-paper-blocks";
import { weightLabel } from "./commercial-invoice-pdf";

// Extensions §9: the commercial invoice of every order shipped outside the United States, for its
// customer and the admin; 404 for an order at home.

const t = useTestApp({ admin: true });
const squash = (text: string) => text.replace(/\s+/g, " ");

async function orderToTokyo(userId: number) {
  const probe = await createProduct(t.deps.db, {
    name: "101A EMC Probe Set",
    price: "340.00",
    weightLbs: "2.50",
    eccn: "EAR99",
    htsCode: "9030.40.0000",
    countryOfOrigin: "US",
  });
  const amp = await createProduct(t.deps.db, { name: "150A Probe Amplifier", price: "1295.00", weightLbs: "4.00", eccn: "3A992.a" });
  const lines = [
    buildOrderLine({ id: probe.id, name: probe.name, price: "340.00" }, 2),
    { ...buildOrderLine({ id: amp.id, name: amp.name, price: "1295.00" }, 1), selectedOption: { title: "230 V supply", price: "0.00" } },
  ];
  return createOrder(t.deps.db, {
    userId,
    customerName: "山田 太郎",
    companyName: "株式会社東京電波計測",
    street: "丸の内1-1",
    city: "千代田区",
    state: "東京都",
    zipCode: "100-0005",
    country: "Japan",
    taxId: "T1234567890123",
    incoterm: "DAP",
    items: JSON.stringify(lines),
    subtotal: "1975.00",
    taxRate: "0.00",
    taxAmount: "0.00",
    shippingMethod: "07",
    shippingServiceName: "International express delivery",
    shippingCost: "120.00",
    total: "2095.00",
    paidAt: new Date("2026-11-20T18:00:00Z"),
  });
}

describe("GET /api/{user,admin}/orders/:id/commercial-invoice.pdf", () => {
  it("gives the customer and the admin every field customs reads, the name as typed", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const order = await orderToTokyo(me.userId);
    for (const [url, cookie] of [
      [`/api/user/orders/${order.id}/commercial-invoice.pdf`, me.cookie],
      [`/api/admin/orders/${order.id}/commercial-invoice.pdf`, t.admin],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toMatch(/^inline; filename="commercial-invoice-INV-\d{4}-\d{5}\.pdf"$/);
      const text = squash(await pdfText(res.rawPayload));
      // Exporter and consignee (with the buyer's tax id).
      for (const part of [
        "EXPORTER",
        "Gravenstein RF Instruments",
        "Sebastopol, CA 95472",
        "CONSIGNEE",
        "山田 太郎",
        "株式会社東京電波計測",
      ])
        expect(text).toContain(part);
      for (const part of ["丸の内1-1", "100-0005 千代田区 東京都", "Japan", "Tax ID T1234567890123"]) expect(text).toContain(part);
      // Each line: description, HTS code, ECCN, origin, quantity, unit and line value, weight.
      expect(text).toMatch(/101A EMC Probe Set 9030\.40\.0000 EAR99 US 2 \$340\.00 \$680\.00/);
      // (a cell that wraps reads in pieces: the description and its option over two lines)
      expect(text).toMatch(/150A Probe Amplifier \(230 V not classified 3A992\.a US 1 \$1,295\.00 \$1,295\.00 supply\)/);
      expect(text).toContain(`Weight ${weightLabel(500)}`);
      expect(text).toContain(`Weight ${weightLabel(400)}`);
      // The totals, the gross weight in kg and lb, the incoterm, the reason, the DCS.
      expect(text).toContain("Value of the goods $1,975.00");
      expect(text).toContain("Freight (International express delivery) $120.00");
      expect(text).toContain("Total invoice value (USD) $2,095.00");
      expect(text).toContain("Total gross weight 4.08 kg / 9.00 lb");
      expect(text).toContain("Incoterm DAP 千代田区, Japan");
      expect(text).toContain("Reason for export Sale");
      expect(text).toContain("Buyer's tax ID T1234567890123");
      expect(text).toContain(squash(DESTINATION_CONTROL_STATEMENT));
    }
  });

  it("answers 404 for an order within the United States, another customer's order and ids that name nothing; 401 without a session", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const other = await loginAsCustomer(t.app, t.deps.db);
    const home = await createOrder(t.deps.db, { userId: me.userId, paidAt: new Date() });
    const abroad = await orderToTokyo(me.userId);
    const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    expect((await get(`/api/user/orders/${home.id}/commercial-invoice.pdf`, me.cookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${home.id}/commercial-invoice.pdf`, t.admin)).statusCode).toBe(404);
    expect((await get(`/api/user/orders/${abroad.id}/commercial-invoice.pdf`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/user/orders/not-an-id/commercial-invoice.pdf`, me.cookie)).statusCode).toBe(404);
    expect((await get(`/api/user/orders/${abroad.id}/commercial-invoice.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${abroad.id}/commercial-invoice.pdf`, me.cookie)).statusCode).toBe(403);
  });
});
