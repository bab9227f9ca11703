// The packing slip of an order (extensions §2): what goes in the box and where it goes, no prices.
import { shortOrderId, type Shipment } from "../../../shared/contracts/orders";
import { remainingByLine } from "../../../shared/fulfillment";
import { COLOR, CONTENT_WIDTH, type Doc } from "../../domain/documents/pdf-frame";
import { drawTable } from "../../domain/documents/pdf-table";
import {
  drawNote,
  drawOrderAddresses,
  drawSection,
  drawSectionHeading,
  optionNote,
  renderShopPaper,
  shopDate,
  type OrderPaper,
} from "../../domain/documents/order-paper-blocks";

function facts(paper: OrderPaper): [string, string][] {
  const { order } = paper;
  const rows: [string, string][] = [
    ["Order number", shortOrderId(order.id)],
    ["Order date", shopDate(order.createdAt)],
  ];
  if (order.purchaseOrderNumber) rows.push(["PO number", order.purchaseOrderNumber]);
  if (order.invoiceNumber) rows.push(["Invoice", order.invoiceNumber]);
  rows.push(["Ship by", order.shippingServiceName ?? order.shippingMethod]);
  return rows;
}

/** Each line with how many were ordered and how many are still to ship (the parcels below say what went where). */
function drawLines(doc: Doc, paper: OrderPaper): void {
  const remaining = remainingByLine(paper.lines, paper.shipments);
  drawTable(doc, {
    header: ["#", "Item", "Ordered", "To ship"],
    columns: [
      { width: 28, align: "right" },
      { width: CONTENT_WIDTH - 28 - 70 - 70, font: "bold", color: COLOR.text },
      { width: 70, align: "right", font: "bold" },
      { width: 70, align: "right" },
    ],
    rows: paper.lines.map((line, i) => [
      String(i + 1),
      { text: line.productName, note: optionNote(line) },
      String(line.quantity),
      String(remaining[i] ?? 0),
    ]),
  });
  const units = paper.lines.reduce((n, line) => n + line.quantity, 0);
  drawNote(doc, `${units} ${units === 1 ? "unit" : "units"} in ${paper.lines.length} ${paper.lines.length === 1 ? "line" : "lines"}.`);
  doc.y += 8;
}

/** "2 x 102A H-Field Probe, S/N A-1, A-2" */
const parcelContents = (shipment: Shipment) =>
  shipment.lines
    .map((line) => `${line.quantity} x ${line.productName}${line.serials.length ? `, S/N ${line.serials.join(", ")}` : ""}`)
    .join("\n");

/** Each parcel: carrier, tracking number, date and what went in it with its serial numbers. */
function drawShipments(doc: Doc, paper: OrderPaper): void {
  if (paper.shipments.length === 0) return;
  drawSectionHeading(doc, "Parcels");
  drawTable(doc, {
    header: ["Carrier", "Tracking number", "Shipped on", "Contents"],
    columns: [{ width: 60, font: "bold" }, { width: 130 }, { width: 90 }, { width: CONTENT_WIDTH - 60 - 130 - 90 }],
    rows: paper.shipments.map((s) => [s.carrier, s.trackingNumber, shopDate(s.shippedAt), parcelContents(s) || "the whole order"]),
  });
  doc.y += 6;
}

/** The packing slip as a PDF. */
export function renderPackingSlipPdf(paper: OrderPaper): Promise<Buffer> {
  const short = shortOrderId(paper.order.id);
  const head = { kicker: "Packing slip", title: `Order ${short}`, facts: facts(paper) };
  return renderShopPaper({ title: `Packing slip ${short}`, createdAt: paper.order.createdAt }, head, (doc) => {
    if (paper.order.status === "cancelled") {
      drawNote(doc, "This order was cancelled: do not ship it.", { bold: true, color: COLOR.accent });
      doc.y += 6;
    }
    drawOrderAddresses(doc, paper.order, ["Ship to", "Bill to", "From"]);
    drawLines(doc, paper);
    drawShipments(doc, paper);
    if (paper.order.specialInstructions?.trim()) {
      drawSection(doc, "Special instructions", [paper.order.specialInstructions.trim()]);
    }
  });
}
