import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminOrdersCsvQuery } from "../../../shared/contracts/admin";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import { isVisibleOrder } from "../../domain/orders/order-visibility";
import { csvRow } from "../../../shared/csv";

/** The columns of the bookkeeper's export, in the order extensions §1 lists them, then the discount (§8). */
export const ORDERS_CSV_HEADER = [
  "Short ID",
  "Date",
  "Customer",
  "E-mail",
  "Company",
  "PO Number",
  "State",
  "Country",
  "Subtotal",
  "Tax",
  "Shipping",
  "Total",
  "Refunded",
  "Status",
  "Payment Status",
  // extensions §8, after §1's columns so a reader of those finds them where they were
  "Discount Code",
  "Discount",
] as const;

/** The first instant of a shop-time-zone day, as PostgreSQL computes it (daylight saving included). */
const startOfShopDay = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const startOfNextShopDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** The file's name: orders.csv, or orders-<from>-to-<to>.csv for a range. */
export function ordersCsvFileName(query: AdminOrdersCsvQuery): string {
  const range = [query.from ? `from-${query.from}` : "", query.to ? `to-${query.to}` : ""].filter(Boolean).join("-");
  return `orders${range ? `-${range}` : ""}${query.status ? `-${query.status}` : ""}.csv`;
}

/** Rows read per query: a year of a big shop never sits in memory at once. */
export const CSV_BATCH_ROWS = 2000;

/**
 * GET /api/admin/orders.csv: one row per visible order in the range (days inclusive, in the shop's
 * time zone), oldest first; money as the API writes it. The rows are read in batches of `batchRows`,
 * each continuing after the last one's (created_at, id) (keyset: a backward walk down
 * orders_created_at_idx from where the previous batch stopped), and yielded as CSV text as they come:
 * the header first, then one chunk per batch (decision 0084). created_at travels as text so its
 * microseconds survive the round trip.
 */
export async function* ordersCsv(db: DbOrTx, query: AdminOrdersCsvQuery, batchRows = CSV_BATCH_ROWS): AsyncGenerator<string> {
  yield csvRow(ORDERS_CSV_HEADER);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: orders.id,
        at: sql<string>`${orders.createdAt}::text`,
        day: sql<string>`to_char(${orders.createdAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        companyName: orders.companyName,
        purchaseOrderNumber: orders.purchaseOrderNumber,
        state: orders.state,
        country: orders.country,
        subtotal: sql<string>`${orders.subtotal}::numeric(12,2)::text`,
        discountCode: orders.discountCode,
        discount: sql<string>`${orders.discount}::numeric(12,2)::text`,
        taxAmount: sql<string>`${orders.taxAmount}::numeric(12,2)::text`,
        shippingCost: sql<string>`${orders.shippingCost}::numeric(12,2)::text`,
        total: sql<string>`${orders.total}::numeric(12,2)::text`,
        refundedAmount: sql<string>`${orders.refundedAmount}::numeric(12,2)::text`,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(
        and(
          isVisibleOrder,
          query.status ? eq(orders.status, query.status) : undefined,
          query.from ? sql`${orders.createdAt} >= ${startOfShopDay(query.from)}` : undefined,
          query.to ? sql`${orders.createdAt} < ${startOfNextShopDay(query.to)}` : undefined,
          after
            ? sql`${orders.createdAt} >= ${after.at}::timestamptz and (${orders.createdAt} > ${after.at}::timestamptz or ${orders.id} > ${after.id})`
            : undefined,
        ),
      )
      // NULLS FIRST: the backward walk of the DESC NULLS LAST index (created_at is never null).
      .orderBy(sql`${orders.createdAt} asc nulls first`, asc(orders.id))
      .limit(batchRows);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvRow([
          shortOrderId(r.id),
          { raw: r.day },
          r.customerName,
          r.customerEmail,
          r.companyName,
          r.purchaseOrderNumber,
          r.state,
          r.country,
          { raw: r.subtotal },
          { raw: r.taxAmount },
          { raw: r.shippingCost },
          { raw: r.total },
          { raw: r.refundedAmount },
          r.status,
          r.paymentStatus,
          r.discountCode,
          { raw: r.discount },
        ]),
      )
      .join("");
    if (rows.length < batchRows) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
