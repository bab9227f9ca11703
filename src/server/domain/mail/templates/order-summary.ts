// The order as the confirmation and the shop's notice show it: number, lines (with build-to-order
// notes), totals, where it goes. Each row of the table carries its line of the text part (data-text).
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h, type CSSProperties } from "react";
import { dataAttributes } from "./mail-layout";
import { backorderNote } from "../../../../shared/build-to-order";
import { formatPrice, toCents } from "../../../../shared/money";

export interface OrderSummaryLine {
  quantity: number;
  productName: string;
  /** The option chosen, "+ <title>" after the name. */
  optionTitle: string | null;
  /** Money as two-decimal strings. */
  price: string;
  lineTotal: string;
  backorderedQuantity?: number | undefined;
  leadTimeDays?: number | undefined;
}

/** JSON: queued with the mail and rendered by the outbox worker. */
export interface OrderSummary {
  /** The short id customers quote. */
  orderNumber: string;
  purchaseOrderNumber: string | null;
  lines: OrderSummaryLine[];
  subtotal: string;
  discount: string;
  discountCode: string | null;
  taxRate: string;
  taxAmount: string;
  shippingName: string;
  shippingCost: string;
  total: string;
  /** Name, company, street, "city, state zip", country. */
  shipTo: string[];
  specialInstructions: string | null;
}

export function lineLabel(line: OrderSummaryLine): string {
  const label = line.optionTitle ? `${line.productName} (+ ${line.optionTitle})` : line.productName;
  // extensions §8: units built to order and when they ship
  const backorder = backorderNote(line);
  return backorder ? `${label} (${backorder})` : label;
}

function totalsRows(order: OrderSummary): [string, string][] {
  return [
    ["Subtotal", formatPrice(order.subtotal)],
    // extensions §4 and §8: a quote's discount, a discount code's
    ...(toCents(order.discount) > 0
      ? [[order.discountCode ? `Discount (code ${order.discountCode})` : "Discount", `-${formatPrice(order.discount)}`] as [string, string]]
      : []),
    [`Tax (${order.taxRate}%)`, formatPrice(order.taxAmount)],
    [`Shipping (${order.shippingName})`, formatPrice(order.shippingCost)],
    ["Total", formatPrice(order.total)],
  ];
}

const p: CSSProperties = { fontSize: "15px", lineHeight: "22px", margin: "0 0 14px" };
const cell: CSSProperties = { padding: "6px 8px", borderBottom: "1px solid #e2e8f0", fontSize: "14px", verticalAlign: "top" };
const num: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap" };

export function OrderSummaryBlock({ order }: { order: OrderSummary }) {
  const totals = totalsRows(order);
  return h(
    Section,
    null,
    h(
      Text,
      { style: p },
      h("strong", null, `Order number: ${order.orderNumber}`),
      order.purchaseOrderNumber ? [h("br", { key: "br" }), `PO number: ${order.purchaseOrderNumber}`] : null,
    ),
    h(
      "table",
      {
        width: "100%",
        cellPadding: 0,
        cellSpacing: 0,
        role: "presentation",
        style: { borderCollapse: "collapse", margin: "0 0 16px" },
        ...dataAttributes({ "text-rows": "true" }),
      },
      h(
        "thead",
        dataAttributes({ "skip-in-text": "true" }),
        h(
          "tr",
          null,
          h("th", { style: { ...num, textAlign: "left" } }, "Qty"),
          h("th", { style: { ...cell, textAlign: "left" } }, "Item"),
          h("th", { style: num }, "Unit"),
          h("th", { style: num }, "Line"),
        ),
      ),
      h(
        "tbody",
        null,
        order.lines.map((line, i) =>
          h(
            "tr",
            {
              key: i,
              ...dataAttributes({
                text: `${line.quantity} x ${lineLabel(line)} @ ${formatPrice(line.price)} = ${formatPrice(line.lineTotal)}`,
              }),
            },
            h("td", { style: cell }, String(line.quantity)),
            h("td", { style: cell }, lineLabel(line)),
            h("td", { style: num }, formatPrice(line.price)),
            h("td", { style: num }, formatPrice(line.lineTotal)),
          ),
        ),
        totals.map(([label, value], i) =>
          h(
            "tr",
            { key: `t${i}`, ...dataAttributes({ text: `${label}: ${value}` }) },
            h("td", { style: { ...num, borderBottom: "none" }, colSpan: 3 }, i === totals.length - 1 ? h("strong", null, label) : label),
            h("td", { style: { ...num, borderBottom: "none" } }, i === totals.length - 1 ? h("strong", null, value) : value),
          ),
        ),
      ),
    ),
    h(
      Text,
      { style: p },
      h("strong", null, "Ship to:"),
      order.shipTo.map((line, i) => [h("br", { key: `b${i}` }), line]),
      h("br"),
      `Shipping method: ${order.shippingName}`,
    ),
    order.specialInstructions ? h(Text, { style: p }, h("strong", null, "Instructions:"), ` ${order.specialInstructions}`) : null,
  );
}
