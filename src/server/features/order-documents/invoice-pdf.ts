// The invoice of an order (extensions §2): seller, numbers, addresses, lines, totals, what was paid
// and refunded, and the terms of an invoiced (Net 30) order.
import { shortOrderId, type PaymentStatus } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { COLOR, CONTENT_WIDTH, MARGIN, ensureSpace, hline, inFace, type Doc } from "../../domain/documents/pdf-frame";
import { drawPricedLines } from "../../domain/documents/pdf-table";
import {
  DESTINATION_CONTROL_STATEMENT,
  drawNote,
  drawOrderAddresses,
  exportNote,
  optionNote,
  renderShopPaper,
  shopDate,
  shopDatePlusDays,
  type OrderPaper,
} from "../../domain/documents/order-paper-blocks";

const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  reserved: "Not paid",
  paid: "Paid",
  review: "Under review",
  declined: "Declined",
  failed: "Failed",
  voided: "Voided",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  awaiting_payment: "Awaiting payment",
};

/** Payment statuses in which the order's total was taken. */
const CHARGED: readonly PaymentStatus[] = ["paid", "refunded", "partially_refunded"];
export const NET_DAYS = 30;

/** The money an invoice states, in cents. */
export function invoiceAmounts(paper: OrderPaper) {
  const { order } = paper;
  const total = toCents(order.total);
  // An invoiced order has what the admin recorded; a card order all or nothing.
  const paid = order.paymentMethod === "invoice" ? toCents(order.amountPaid) : CHARGED.includes(order.paymentStatus) ? total : 0;
  const refunded = toCents(order.refundedAmount);
  const invoiced = order.paymentStatus === "awaiting_payment";
  return { total, paid, refunded, balanceDue: invoiced ? total - paid : 0, invoiced };
}

const invoiceDate = (paper: OrderPaper): Date =>
  paper.order.paymentMethod === "invoice" ? paper.order.createdAt : (paper.order.paidAt ?? paper.order.createdAt);

/** The due date of an invoiced order: the one recorded when it was placed (extensions §4). */
const dueDate = (paper: OrderPaper): string =>
  paper.order.dueDate ? shopDate(new Date(`${paper.order.dueDate}T12:00:00Z`)) : shopDatePlusDays(invoiceDate(paper), NET_DAYS);

function facts(paper: OrderPaper): [string, string][] {
  const { order } = paper;
  const rows: [string, string][] = [
    ["Invoice date", shopDate(invoiceDate(paper))],
    ["Order number", shortOrderId(order.id)],
    ["Order date", shopDate(order.createdAt)],
  ];
  if (order.purchaseOrderNumber) rows.push(["PO number", order.purchaseOrderNumber]);
  rows.push(["Payment", PAYMENT_STATUS_LABEL[order.paymentStatus]]);
  if (order.paymentStatus === "awaiting_payment" || order.paymentMethod === "invoice") {
    rows.push(["Terms", `Net ${NET_DAYS}`], ["Due date", dueDate(paper)]);
  }
  return rows;
}

function drawLines(doc: Doc, paper: OrderPaper): void {
  drawPricedLines(
    doc,
    paper.lines.map((line) => ({
      ...line,
      name: line.productName,
      note: [optionNote(line), exportNote(paper.exportData?.get(line.productId))].filter(Boolean).join("\n") || undefined,
    })),
  );
}

const TOTALS_LABEL_LEFT = MARGIN.left + 180;
const TOTALS_LABEL_WIDTH = CONTENT_WIDTH - 180 - 100;
const TOTALS_VALUE_WIDTH = 96;

interface TotalsRow {
  label: string;
  value: string;
  strong?: boolean;
  ruleAbove?: boolean;
}

function totalsRows(paper: OrderPaper): TotalsRow[] {
  const { order } = paper;
  const amounts = invoiceAmounts(paper);
  const shipping = order.shippingServiceName ?? order.shippingMethod;
  const rows: TotalsRow[] = [
    { label: "Subtotal", value: formatPrice(order.subtotal) },
    ...(toCents(order.discount) > 0
      ? [{ label: order.discountCode ? `Discount (code ${order.discountCode})` : "Discount", value: `-${formatPrice(order.discount)}` }]
      : []),
    {
      label: `Tax (${order.state} ${fromCents(toCents(order.taxRate))}%${order.taxExemptionId !== null ? `, exempt: certificate #${order.taxExemptionId}` : ""})`,
      value: formatPrice(order.taxAmount),
    },
    { label: `Shipping (${shipping})`, value: formatPrice(order.shippingCost) },
    { label: "Total", value: formatPrice(order.total), strong: true, ruleAbove: true },
    { label: "Amount paid", value: formatPrice(fromCents(amounts.paid)), ruleAbove: true },
    { label: "Refunded", value: formatPrice(fromCents(amounts.refunded)) },
  ];
  if (amounts.invoiced) rows.push({ label: "Balance due", value: formatPrice(fromCents(amounts.balanceDue)), strong: true });
  return rows;
}

function drawTotals(doc: Doc, paper: OrderPaper): void {
  const rows = totalsRows(paper);
  const heights = rows.map((row) => {
    doc.fontSize(row.strong ? 11 : 9.5);
    return (
      doc.heightOfString(inFace(doc, row.strong ? "bold" : "regular", row.label), { width: TOTALS_LABEL_WIDTH }) +
      (row.ruleAbove ? 6 : 0) +
      3
    );
  });
  ensureSpace(
    doc,
    heights.reduce((a, b) => a + b, 0),
  );
  rows.forEach((row) => {
    if (row.ruleAbove) {
      hline(doc, doc.y + 1, TOTALS_LABEL_LEFT, MARGIN.left + CONTENT_WIDTH);
      doc.y += 5;
    }
    const top = doc.y;
    const size = row.strong ? 11 : 9.5;
    const weight = row.strong ? "bold" : "regular";
    doc.fontSize(size).fillColor(row.strong ? COLOR.heading : COLOR.text);
    doc.text(inFace(doc, weight, row.label), TOTALS_LABEL_LEFT, top, { width: TOTALS_LABEL_WIDTH, align: "right" });
    const bottom = doc.y;
    doc.text(inFace(doc, weight, row.value), MARGIN.left + CONTENT_WIDTH - TOTALS_VALUE_WIDTH, top, {
      width: TOTALS_VALUE_WIDTH,
      align: "right",
    });
    doc.x = MARGIN.left;
    doc.y = Math.max(bottom, doc.y) + 3;
  });
  doc.y += 12;
}

function paymentNotes(paper: OrderPaper, invoiceNumber: string): string[] {
  const { order } = paper;
  const notes: string[] = [];
  const card = order.cardLastFour ? ` by card ending in ${order.cardLastFour}` : "";
  if (CHARGED.includes(order.paymentStatus)) notes.push(`Paid${card} on ${shopDate(invoiceDate(paper))}. Thank you for your order.`);
  if (order.paymentStatus === "review") notes.push("The payment is being reviewed; we will confirm it before the order ships.");
  if (order.paymentStatus === "voided") notes.push("The card payment was voided: nothing was charged.");
  if (order.paymentStatus === "awaiting_payment") {
    const po = order.purchaseOrderNumber ? ` and PO ${order.purchaseOrderNumber}` : "";
    const balance = fromCents(invoiceAmounts(paper).balanceDue);
    notes.push(
      `Payment terms: Net ${NET_DAYS}. Please pay ${formatPrice(balance)} by ${dueDate(paper)}, quoting invoice ${invoiceNumber}${po}.`,
    );
  }
  if (order.status === "cancelled") notes.push(`This order was cancelled${order.cancelledAt ? ` on ${shopDate(order.cancelledAt)}` : ""}.`);
  return notes;
}

/** The invoice as a PDF; `invoiceNumber` is the order's (given before this is called). */
export function renderInvoicePdf(paper: OrderPaper, invoiceNumber: string): Promise<Buffer> {
  const title = `Invoice ${invoiceNumber}`;
  return renderShopPaper(
    { title, subject: `Invoice for order ${shortOrderId(paper.order.id)}`, createdAt: invoiceDate(paper) },
    { kicker: "Invoice", title: invoiceNumber, facts: facts(paper) },
    (doc) => {
      drawOrderAddresses(doc, paper.order, ["From", "Bill to", "Ship to"]);
      drawLines(doc, paper);
      doc.y += 4;
      drawTotals(doc, paper);
      for (const note of paymentNotes(paper, invoiceNumber)) drawNote(doc, note, { color: COLOR.text });
      if (paper.exportData) {
        doc.y += 6;
        drawNote(doc, "Destination Control Statement", { bold: true });
        drawNote(doc, DESTINATION_CONTROL_STATEMENT, { color: COLOR.text });
      }
    },
  );
}
