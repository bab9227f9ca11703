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

/**
 * GET /api/admin/orders.csv: one row per visible order in the range (days inclusive, in the shop's
 * time zone), oldest first; money as the API writes it. A range is a walk down orders_created_at_idx.
 */
export async function ordersCsv(db: DbOrTx, query: AdminOrdersCsvQuery): Promise<string> {
  const rows = await db
    .select({
      id: orders.id,
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
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = [csvRow(ORDERS_CSV_HEADER)];
  for (const r of rows) {
    lines.push(
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
    );
  }
  return lines.join("");
}
