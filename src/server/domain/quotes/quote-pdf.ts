// The quote as a PDF (extensions §4), in the frame of the order papers (decision 0023).
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { COLOR, CONTENT_WIDTH, MARGIN } from "../documents/pdf-frame";
import { drawPricedLines, drawTable } from "../documents/pdf-table";
import {
  drawAddressColumns,
  drawNote,
  optionNote,
  renderShopPaper,
  sellerAddress,
  shopDate,
  taxIdLine,
} from "../documents/order-paper-blocks";
import type { QuoteRow } from "./quote-rules";

const longDate = (isoDay: string) => shopDate(new Date(`${isoDay}T12:00:00Z`));

function totals(quote: QuoteRow): [string, string, boolean?][] {
  const rows: [string, string, boolean?][] = [["Subtotal", formatPrice(quote.subtotal)]];
  if (toCents(quote.discount) > 0)
    rows.push([quote.discountCode ? `Discount (${quote.discountCode})` : "Discount", `-${formatPrice(quote.discount)}`]);
  const exempt = quote.taxExemptionId !== null ? ", exempt" : "";
  rows.push(
    [`Tax (${quote.state || quote.country} ${fromCents(toCents(quote.taxRate))}%${exempt})`, formatPrice(quote.taxAmount)],
    [`Shipping (${quote.shippingServiceName})`, formatPrice(quote.shippingCost)],
    ["Total", formatPrice(quote.total), true],
  );
  return rows;
}

export function renderQuotePdf(quote: QuoteRow): Promise<Buffer> {
  const title = `Quote ${quote.number}`;
  const facts: [string, string][] = [
    ["Quote number", quote.number],
    ["Date", shopDate(quote.updatedAt)],
    ["Valid until", longDate(quote.validUntil)],
  ];
  if (quote.revision > 1) facts.push(["Revision", String(quote.revision)]);
  const head = { kicker: "Quotation", title: quote.number, facts };
  return renderShopPaper({ title, subject: `Quotation ${quote.number}`, createdAt: quote.updatedAt }, head, (doc) => {
    drawAddressColumns(doc, [
      { label: "From", lines: sellerAddress() },
      {
        label: "Prepared for",
        lines: [quote.customerName, quote.companyName ?? "", quote.customerEmail, quote.customerPhone, taxIdLine(quote.taxId)].filter(
          (l) => l.trim() !== "",
        ),
      },
      {
        label: "Ship to",
        lines: [quote.street, `${quote.city}, ${quote.state} ${quote.zipCode}`, quote.country].filter((l) => l.trim() !== ""),
      },
    ]);
    drawPricedLines(
      doc,
      quote.items.map((line) => ({ ...line, name: line.productName, note: optionNote(line) })),
    );
    doc.y += 6;
    drawTable(doc, {
      columns: [
        { width: CONTENT_WIDTH - 110, align: "right" },
        { width: 110, align: "right", font: "bold", color: COLOR.text },
      ],
      rows: totals(quote).map(([label, value]) => [label, value]),
    });
    doc.x = MARGIN.left;
    doc.y += 8;
    drawNote(
      doc,
      `This quotation is valid until ${longDate(quote.validUntil)}. To order, sign in and choose "Order from this quote" in your account, or send your purchase order quoting ${quote.number}.`,
    );
    if (quote.notes) drawNote(doc, `Your notes: ${quote.notes}`, { color: COLOR.muted });
  });
}
