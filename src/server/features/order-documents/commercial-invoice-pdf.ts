// The commercial invoice of an order shipped outside the United States (extensions §9): what customs
// at the destination and the carrier read. Exporter and consignee, each line's description, HTS code,
// ECCN, country of origin, quantity, unit and line value in USD and weight, the incoterm, the reason
// for export, the buyer's tax id and the Destination Control Statement (15 CFR 758.6).
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { SHOP } from "../../../shared/shop-identity";
import { COLOR, CONTENT_WIDTH, type Doc } from "../../domain/documents/pdf-frame";
import { drawTable, type TableColumn } from "../../domain/documents/pdf-table";
import {
  DESTINATION_CONTROL_STATEMENT,
  drawAddressColumns,
  drawSection,
  renderShopPaper,
  sellerAddress,
  shopDate,
  taxIdLine,
  type OrderPaper,
} from "../../domain/documents/order-paper-blocks";

export const REASON_FOR_EXPORT = "Sale";
const KG_PER_LB = 0.45359237;

/** "12.50 kg / 27.56 lb" from pounds in hundredths. */
export function weightLabel(hundredthsOfLb: number): string {
  const lb = hundredthsOfLb / 100;
  return `${(lb * KG_PER_LB).toFixed(2)} kg / ${lb.toFixed(2)} lb`;
}

interface CustomsLine {
  description: string;
  htsCode: string;
  eccn: string;
  origin: string;
  quantity: number;
  unitValue: string;
  lineValue: string;
  /** The line's weight in hundredths of a pound (the unit's weight times the quantity). */
  weight: number;
}

/** The order's lines as customs reads them (unknown classifications are said, never left blank). */
export function customsLines(paper: OrderPaper): CustomsLine[] {
  return paper.lines.map((line) => {
    const data = paper.exportData?.get(line.productId);
    const option = line.selectedOption ? ` (${line.selectedOption.title})` : "";
    return {
      description: `${line.productName}${option}`,
      htsCode: data?.htsCode ?? "not classified",
      eccn: data?.eccn ?? "EAR99",
      origin: data?.countryOfOrigin ?? "US",
      quantity: line.quantity,
      unitValue: line.price,
      lineValue: line.lineTotal,
      weight: Math.round(Number(data?.weightLbs ?? "0") * 100) * line.quantity,
    };
  });
}

const consignee = (paper: OrderPaper): string[] => {
  const { order } = paper;
  return [
    order.customerName,
    order.companyName ?? "",
    order.street,
    [order.zipCode, order.city, order.state].filter((part) => part.trim() !== "").join(" "),
    order.country,
    order.customerPhone,
    order.customerEmail,
    taxIdLine(order.taxId),
  ].filter((line) => line.trim() !== "");
};

function facts(paper: OrderPaper, invoiceNumber: string): [string, string][] {
  const { order } = paper;
  return [
    ["Invoice number", invoiceNumber],
    ["Date", shopDate(order.paidAt ?? order.createdAt)],
    ["Order number", shortOrderId(order.id)],
    ["Incoterm", `${order.incoterm ?? "DAP"} ${order.city}, ${order.country}`],
    ["Reason for export", REASON_FOR_EXPORT],
    ["Currency", "USD"],
    ...(order.taxId ? [["Buyer's tax ID", order.taxId] as [string, string]] : []),
  ];
}

const COLUMNS: TableColumn[] = [
  { width: CONTENT_WIDTH - 336, font: "bold", color: COLOR.text },
  { width: 70 },
  { width: 44 },
  { width: 50 },
  { width: 28, align: "right" },
  { width: 62, align: "right" },
  { width: 82, align: "right" },
];

function drawLines(doc: Doc, lines: CustomsLine[]): void {
  drawTable(doc, {
    columns: COLUMNS,
    header: ["Description", "HTS code", "ECCN", "Origin", "Qty", "Unit value", "Line value"],
    rows: lines.map((line) => [
      { text: line.description, note: `Weight ${weightLabel(line.weight)}` },
      line.htsCode,
      line.eccn,
      line.origin,
      String(line.quantity),
      formatPrice(line.unitValue),
      formatPrice(line.lineValue),
    ]),
  });
}

function totalsRows(paper: OrderPaper, lines: CustomsLine[]): [string, string][] {
  const { order } = paper;
  const rows: [string, string][] = [["Value of the goods", formatPrice(order.subtotal)]];
  if (toCents(order.discount) > 0) rows.push(["Discount", `-${formatPrice(order.discount)}`]);
  rows.push(
    [`Freight (${order.shippingServiceName ?? order.shippingMethod})`, formatPrice(order.shippingCost)],
    ["Total invoice value (USD)", formatPrice(fromCents(toCents(order.subtotal) - toCents(order.discount) + toCents(order.shippingCost)))],
    ["Total gross weight", weightLabel(lines.reduce((sum, line) => sum + line.weight, 0))],
    ["Number of units", String(lines.reduce((sum, line) => sum + line.quantity, 0))],
  );
  return rows;
}

/** The commercial invoice as a PDF; `invoiceNumber` is the order's invoice number. */
export function renderCommercialInvoicePdf(paper: OrderPaper, invoiceNumber: string): Promise<Buffer> {
  const { order } = paper;
  const lines = customsLines(paper);
  return renderShopPaper(
    {
      title: `Commercial invoice ${invoiceNumber}`,
      subject: `Commercial invoice for order ${shortOrderId(order.id)}`,
      createdAt: order.paidAt ?? order.createdAt,
    },
    { kicker: "Commercial invoice", title: invoiceNumber, facts: facts(paper, invoiceNumber) },
    (doc) => {
      drawAddressColumns(doc, [
        { label: "Exporter", lines: sellerAddress() },
        { label: "Consignee", lines: consignee(paper) },
      ]);
      drawLines(doc, lines);
      doc.y += 8;
      drawTable(doc, {
        columns: [
          { width: CONTENT_WIDTH - 160, align: "right" },
          { width: 160, align: "right", font: "bold", color: COLOR.text },
        ],
        rows: totalsRows(paper, lines),
      });
      doc.y += 10;
      drawSection(doc, "Terms of delivery", [
        `${order.incoterm ?? "DAP"} (Delivered at Place, Incoterms 2020): the goods are delivered to the consignee's address; import duties, taxes and customs clearance at the destination are the buyer's.`,
      ]);
      drawSection(doc, "Destination Control Statement", [DESTINATION_CONTROL_STATEMENT]);
      drawSection(doc, "Declaration", [
        `We declare that the information on this invoice is true and correct, and that the goods are of the origins shown. ${SHOP.name}, ${shopDate(order.paidAt ?? order.createdAt)}.`,
      ]);
    },
  );
}
