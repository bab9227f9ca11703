import { and, eq, inArray } from "drizzle-orm";
import { isUuid } from "../../../shared/contracts/common";
import { parseOrderLines, type OrderLine } from "../../../shared/contracts/order-line";
import { isUnitedStates } from "../../../shared/geo";
import { products } from "../../db/schema/catalog";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { assignInvoiceNumber } from "../../domain/orders/invoice-number";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { isVisibleOrder } from "../../domain/orders/order-visibility";
import { loadShipments, type OrderRow } from "../../domain/orders/orders.mapper";
import { notFound } from "../../lib/errors";
import { renderCommercialInvoicePdf } from "./commercial-invoice-pdf";
import { renderInvoicePdf } from "./invoice-pdf";
import type { ExportData, OrderPaper } from "../../domain/documents/order-paper-blocks";
import { renderPackingSlipPdf } from "./packing-slip-pdf";

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** Whose order: a customer sees only their own; the admin sees any placed order. */
export type DocumentReader = { customerId: number } | "admin";

const NOT_FOUND = "Order not found";

function readable(orderId: string, reader: DocumentReader) {
  const own = reader === "admin" ? undefined : eq(orders.userId, reader.customerId);
  return and(eq(orders.id, orderId), isVisibleOrder, own);
}

async function findOrder(db: DbOrTx, orderId: string, reader: DocumentReader): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(readable(orderId, reader));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * An order placed before invoice numbers existed gets its number on the first request for its
 * invoice. The order row is locked first, so two first requests at once give one number.
 */
async function numberInvoice(db: DbOrTx, orderId: string, reader: DocumentReader): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(readable(orderId, reader)).for("update");
    if (!row) throw notFound(NOT_FOUND);
    if (row.invoiceNumber) return row;
    const invoiceNumber = await assignInvoiceNumber(tx, orderId);
    if (!invoiceNumber) throw notFound(NOT_FOUND);
    await recordOrderEvent(tx, { orderId, actor: "system", type: "invoice_issued", message: `Invoice ${invoiceNumber} issued` });
    return { ...row, invoiceNumber };
  });
}

/** The export data of the order's products, for an order shipped outside the United States (extensions §4). */
async function exportDataOf(db: DbOrTx, row: OrderRow, lines: OrderLine[]): Promise<Map<string, ExportData> | undefined> {
  if (isUnitedStates(row.country)) return undefined;
  const ids = [...new Set(lines.map((line) => line.productId))].filter(isUuid);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            eccn: products.eccn,
            htsCode: products.htsCode,
            countryOfOrigin: products.countryOfOrigin,
            weightLbs: products.weightLbs,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(found.map(({ id, ...data }) => [id, data]));
  const unknown: ExportData = { eccn: null, htsCode: null, countryOfOrigin: null, weightLbs: null };
  return new Map(lines.map((line) => [line.productId, byId.get(line.productId) ?? unknown]));
}

async function paperOf(db: DbOrTx, row: OrderRow): Promise<OrderPaper> {
  const lines = parseOrderLines(row.items);
  const [shipments, exportData] = await Promise.all([loadShipments(db, [row]), exportDataOf(db, row, lines)]);
  return { order: row, lines, shipments: shipments.get(row.id) ?? [], ...(exportData ? { exportData } : {}) };
}

/** The invoice PDF of a placed order the reader may see (404 otherwise), numbering it if it has no number yet. */
export async function invoicePdf(db: DbOrTx, orderId: string, reader: DocumentReader): Promise<PdfFile> {
  let row = await findOrder(db, orderId, reader);
  if (!row.invoiceNumber) row = await numberInvoice(db, orderId, reader);
  const invoiceNumber = row.invoiceNumber ?? "";
  return { filename: `${invoiceNumber}.pdf`, bytes: await renderInvoicePdf(await paperOf(db, row), invoiceNumber) };
}

/**
 * The commercial invoice of a placed order shipped outside the United States (extensions §9): 404 for
 * an order at home, as for one the reader may not see. It carries the order's invoice number, given now if it has none.
 */
export async function commercialInvoicePdf(db: DbOrTx, orderId: string, reader: DocumentReader): Promise<PdfFile> {
  let row = await findOrder(db, orderId, reader);
  if (isUnitedStates(row.country)) throw notFound("No commercial invoice: the order ships within the United States");
  if (!row.invoiceNumber) row = await numberInvoice(db, orderId, reader);
  const invoiceNumber = row.invoiceNumber ?? "";
  return {
    filename: `commercial-invoice-${invoiceNumber}.pdf`,
    bytes: await renderCommercialInvoicePdf(await paperOf(db, row), invoiceNumber),
  };
}

/** The packing slip PDF of a placed order (404 otherwise). */
export async function packingSlipPdf(db: DbOrTx, orderId: string): Promise<PdfFile> {
  const row = await findOrder(db, orderId, "admin");
  return { filename: `packing-slip-${shortOrderId(row.id)}.pdf`, bytes: await renderPackingSlipPdf(await paperOf(db, row)) };
}
