import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents, fromCents } from "../../../shared/money";
import { createOrder, loginAsCustomer } from "../../../../tests/support/factories";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { ordersCsv } from "./orders-export.service";

const t = useTestApp({ admin: true });

const exportCsv = (query = "", cookie: string | null = t.admin) =>
  t.app.inject({ method: "GET", url: `/api/admin/orders.csv${query}`, headers: cookie ? { cookie } : {} });

/** RFC 4180 read back: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += c;
    }
  }
  expect(field).toBe("");
  return rows;
}

/** The file's first line, byte for byte, as the spec lists the columns (§1), then the discount code and amount (§8). */
const HEADER_LINE =
  "Short ID,Date,Customer,E-mail,Company,PO Number,State,Country,Subtotal,Tax,Shipping,Total,Refunded,Status,Payment Status,Discount Code,Discount";

describe("GET /api/admin/orders.csv", () => {
  it("writes a header and one row per visible order, oldest first, in the columns of the spec", async () => {
    const a = await createOrder(t.deps.db, {
      createdAt: new Date("2026-03-01T08:00:00Z"),
      customerName: "Grace Hopper",
      customerEmail: "grace@example.com",
      companyName: "Hopper Labs, Inc.",
      purchaseOrderNumber: "PO-2291",
      state: "OR",
      country: "United States",
      taxAmount: "7.25",
      total: "122.25",
      refundedAmount: "20.00",
      paymentStatus: "partially_refunded",
      status: "processing",
    });
    const b = await createOrder(t.deps.db, { createdAt: new Date("2026-02-10T18:00:00Z") });
    await createOrder(t.deps.db, { paymentStatus: "reserved" });
    await createOrder(t.deps.db, { paymentStatus: "declined" });
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="orders.csv"');
    expect(res.body.split("\r\n")[0]).toBe(HEADER_LINE);
    const rows = parseCsv(res.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual([b.id.slice(0, 8).toUpperCase(), a.id.slice(0, 8).toUpperCase()]);
    expect(rows[2]).toEqual([
      a.id.slice(0, 8).toUpperCase(),
      "2026-03-01",
      "Grace Hopper",
      "grace@example.com",
      "Hopper Labs, Inc.",
      "PO-2291",
      "OR",
      "United States",
      "100.00",
      "7.25",
      "15.00",
      "122.25",
      "20.00",
      "processing",
      "partially_refunded",
      "",
      "0.00",
    ]);
    expect(rows[1]![4]).toBe("");
  });

  it("takes days inclusive in the shop's time zone (America/Los_Angeles), across daylight saving", async () => {
    const lateFeb28 = await createOrder(t.deps.db, { createdAt: new Date("2026-03-01T07:59:59Z") }); // 23:59:59 PST
    const earlyMar1 = await createOrder(t.deps.db, { createdAt: new Date("2026-03-01T08:00:00Z") }); // 00:00 PST
    const lateMar8 = await createOrder(t.deps.db, { createdAt: new Date("2026-03-09T06:59:59Z") }); // 23:59:59 PDT
    const earlyMar9 = await createOrder(t.deps.db, { createdAt: new Date("2026-03-09T07:00:00Z") }); // 00:00 PDT
    const ids = async (query: string) =>
      parseCsv((await exportCsv(query)).body)
        .slice(1)
        .map((r) => r[0]);
    const short = (o: { id: string }) => o.id.slice(0, 8).toUpperCase();
    expect(await ids("?from=2026-03-01&to=2026-03-08")).toEqual([short(earlyMar1), short(lateMar8)]);
    expect(await ids("?to=2026-02-28")).toEqual([short(lateFeb28)]);
    expect(await ids("?from=2026-03-09")).toEqual([short(earlyMar9)]);
    expect(await ids("?from=2026-03-01&to=2026-03-01")).toEqual([short(earlyMar1)]);
    expect(parseCsv((await exportCsv("?from=2026-03-08&to=2026-03-08")).body)[1]![1]).toBe("2026-03-08");
    expect((await exportCsv("?from=2026-03-01&to=2026-03-08")).headers["content-disposition"]).toContain(
      "orders-from-2026-03-01-to-2026-03-08.csv",
    );
  });

  it("filters by status; empty parameters mean none", async () => {
    const done = await createOrder(t.deps.db, { status: "completed" });
    await createOrder(t.deps.db, { status: "pending" });
    const rows = parseCsv((await exportCsv("?status=completed")).body);
    expect(rows.slice(1).map((r) => r[0])).toEqual([done.id.slice(0, 8).toUpperCase()]);
    expect(parseCsv((await exportCsv("?from=&to=&status=")).body)).toHaveLength(3);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    await createOrder(t.deps.db, {
      customerName: '=HYPERLINK("http://evil.example","Click")',
      customerEmail: "+1@example.com",
      companyName: "-2+3",
      purchaseOrderNumber: "@SUM(A1:A9)",
      state: "\tCA",
      country: "\rUS",
    });
    const row = parseCsv((await exportCsv()).body)[1]!;
    expect(row.slice(2, 8)).toEqual([
      '\'=HYPERLINK("http://evil.example","Click")',
      "'+1@example.com",
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\tCA",
      "'\rUS",
    ]);
  });

  it("without from and to, sums (total - refunded) of the orders not cancelled to the dashboard's Total Revenue", async () => {
    await createOrder(t.deps.db, { total: "115.00" });
    await createOrder(t.deps.db, { total: "1234.56", status: "cancelled", paymentStatus: "voided" });
    await createOrder(t.deps.db, { total: "99.99", refundedAmount: "9.99", paymentStatus: "partially_refunded" });
    await createOrder(t.deps.db, { total: "50.00", refundedAmount: "50.00", paymentStatus: "refunded", status: "completed" });
    await createOrder(t.deps.db, { total: "7000.00", paymentStatus: "failed" });
    const { order } = await createChargedOrder(t.deps.db, { settled: true, lines: [{ price: "10.00", quantity: 2 }] });
    const cancel = await t.app.inject({ method: "POST", url: `/api/admin/orders/${order.id}/cancel`, headers: { cookie: t.admin } });
    expect(cancel.statusCode).toBe(200);

    const rows = parseCsv((await exportCsv()).body).slice(1);
    expect(rows).toHaveLength(5);
    const cents = rows.filter((r) => r[13] !== "cancelled").reduce((sum, r) => sum + toCents(r[11]!) - toCents(r[12]!), 0);
    const stats = (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie: t.admin } })).json();
    expect(fromCents(cents)).toBe("205.00");
    expect(stats.totalRevenue).toBe(fromCents(cents));
  });

  it("streams: reads the rows in batches, each after the last one's (created_at, id), and the reply is chunked", async () => {
    // Seven orders, three of them in one instant (with microseconds a JS Date would lose): a batch boundary falls inside the tie.
    const same = new Date("2026-04-02T10:00:00.123Z");
    const placed = [];
    for (const createdAt of [new Date("2026-04-01T10:00:00Z"), same, same, same, new Date("2026-04-03T10:00:00Z")])
      placed.push(await createOrder(t.deps.db, { createdAt }));
    await t.deps.db.execute(
      sql`update orders set created_at = created_at + interval '7 microseconds' where created_at = ${same.toISOString()}::timestamptz`,
    );
    placed.push(await createOrder(t.deps.db, { createdAt: new Date("2026-04-04T10:00:00Z") }));
    placed.push(await createOrder(t.deps.db, { createdAt: new Date("2026-04-05T10:00:00Z"), paymentStatus: "declined" }));
    const chunks: string[] = [];
    for await (const chunk of ordersCsv(t.deps.db, {}, 2)) chunks.push(chunk);
    // The header, then batches of 2, 2 and 2 rows (the declined order is not exported).
    expect(chunks).toHaveLength(4);
    expect(chunks.slice(1).map((c) => c.split("\r\n").length - 1)).toEqual([2, 2, 2]);
    const tie = placed
      .slice(1, 4)
      .map((o) => o.id)
      .sort();
    const expected = [placed[0]!.id, ...tie, placed[4]!.id, placed[5]!.id].map((id) => id.slice(0, 8).toUpperCase());
    expect(
      parseCsv(chunks.join(""))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(expected);

    const res = await exportCsv("?from=2026-04-01&to=2026-04-30");
    expect(res.body).toBe(chunks.join(""));
    expect(
      parseCsv(res.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(expected);
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.headers["transfer-encoding"]).toBe("chunked");
  });

  it("answers 400 for dates that are not days, a range backwards, or an unknown status; 401/403 for others", async () => {
    for (const query of [
      "?from=2026-13-01",
      "?to=2026-02-30",
      "?from=yesterday",
      "?from=2026-3-1",
      "?from=2026-03-02&to=2026-03-01",
      "?status=shipped",
    ]) {
      const res = await exportCsv(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect((await exportCsv("", null)).statusCode).toBe(401);
    expect((await exportCsv("", (await loginAsCustomer(t.app, t.deps.db)).cookie)).statusCode).toBe(403);
  });
});
