// The parts the shop's papers share (invoice, packing slip, commercial invoice, RMA form): the frame
// with the seller's footer, dates in the shop's time zone, the title with its facts beside it, the
// address columns, section headings and notes.
import type { Shipment } from "../../../shared/contracts/orders";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { SHOP } from "../../../shared/shop-identity";
import { drawTitleBlock } from "./article-pdf";
import { COLOR, CONTENT_WIDTH, MARGIN, ensureSpace, inFace, renderPdf, type Doc, type PdfFrame } from "./pdf-frame";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import type { OrderRow } from "../orders/orders.mapper";

/** What a paper is drawn from: the order, its parsed lines and its shipments. */
export interface OrderPaper {
  order: OrderRow;
  lines: OrderLine[];
  shipments: Shipment[];
  /** Export data per product id, loaded for orders shipped outside the United States (extensions §4). */
  exportData?: Map<string, ExportData>;
}

export interface ExportData {
  eccn: string | null;
  htsCode: string | null;
  countryOfOrigin: string | null;
  /** The product's shipping weight in pounds, as the catalog has it now (null: a product since deleted). */
  weightLbs: string | null;
}

/** 15 CFR 758.6: the Destination Control Statement on the commercial invoice of an export. */
export const DESTINATION_CONTROL_STATEMENT =
  "These items are controlled by the U.S. Government and authorized for export only to the country of ultimate destination for use by the ultimate consignee or end-user(s) herein identified. They may not be resold, transferred, or otherwise disposed of, to any other country or to any person other than the authorized ultimate consignee or end-user(s), either in their original form or after being incorporated into other items, without first obtaining approval from the U.S. government or as otherwise authorized by U.S. law and regulations.";

/** "ECCN EAR99 - HTS 9030.40.0000 - Origin US" for a line of an export, or undefined without data. */
export function exportNote(data: ExportData | undefined): string | undefined {
  if (!data) return undefined;
  const parts = [
    `ECCN ${data.eccn ?? "EAR99"}`,
    data.htsCode ? `HTS ${data.htsCode}` : null,
    data.countryOfOrigin ? `Origin ${data.countryOfOrigin}` : null,
  ].filter(Boolean);
  return parts.join(" - ");
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "long", day: "numeric" });
const PARTS_FORMAT = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" });

/** "November 26, 2026", the day in the shop's time zone. */
export const shopDate = (at: Date | string): string => DAY_FORMAT.format(new Date(at));

/** The shop-local calendar day `days` after `at` ("Net 30": thirty days on the calendar, whatever the clock change). */
export function shopDatePlusDays(at: Date, days: number): string {
  const part = (type: string) => Number(PARTS_FORMAT.formatToParts(at).find((p) => p.type === type)?.value);
  const day = new Date(Date.UTC(part("year"), part("month") - 1, part("day") + days));
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(day);
}

const sellerFooter = `${SHOP.name} - ${SHOP.city}, ${SHOP.state} ${SHOP.zip} - ${SHOP.phone} - ${SHOP.email}`;

const TEXT_SIZE = 9.5;
const LABEL_SIZE = 7.5;
const META_LEFT = MARGIN.left + 290;
const META_WIDTH = CONTENT_WIDTH - 290;
const META_LABEL_WIDTH = 88;

/** The title on the left and "label: value" facts on the right, side by side; leaves doc.y under both. */
function drawTitleAndFacts(doc: Doc, kicker: string, title: string, facts: [string, string][]): void {
  // No letter spacing on a paper's words: text extraction (pdftotext, screen readers) would split them.
  drawTitleBlock(doc, title, kicker, { width: 280, kickerSpacing: 0 });
  const titleBottom = doc.y;
  let y = MARGIN.top + 6;
  for (const [label, value] of facts) {
    const valueWidth = META_WIDTH - META_LABEL_WIDTH;
    doc.fontSize(TEXT_SIZE);
    const height = doc.heightOfString(inFace(doc, "bold", value), { width: valueWidth });
    doc.fillColor(COLOR.muted).text(inFace(doc, "regular", label), META_LEFT, y, { width: META_LABEL_WIDTH });
    doc.fillColor(COLOR.text).text(inFace(doc, "bold", value), META_LEFT + META_LABEL_WIDTH, y, { width: valueWidth });
    y += height + 3;
  }
  doc.x = MARGIN.left;
  doc.y = Math.max(titleBottom, y + 14);
}

/** The top of a paper: the kind of paper ("Invoice") over its number, the facts beside them. */
export interface PaperHead {
  kicker: string;
  title: string;
  facts: [string, string][];
}

/** A paper of the shop: the seller in every page's footer, the head at the top of the first page, then `drawBody`. */
export function renderShopPaper(frame: Omit<PdfFrame, "footer">, head: PaperHead, drawBody: (doc: Doc) => void): Promise<Buffer> {
  return renderPdf({ ...frame, footer: sellerFooter }, (doc) => {
    drawTitleAndFacts(doc, head.kicker, head.title, head.facts);
    drawBody(doc);
  });
}

/** The buyer's tax id as every paper prints it under the billing address (extensions §9). */
export const taxIdLine = (taxId: string | null): string => (taxId ? `Tax ID ${taxId}` : "");

export const sellerAddress = (): string[] => [SHOP.name, `${SHOP.city}, ${SHOP.state} ${SHOP.zip}`, SHOP.country, SHOP.phone, SHOP.email];

function billToAddress(order: OrderRow): string[] {
  return [
    order.customerName,
    order.companyName ?? "",
    order.billingStreet,
    `${order.billingCity}, ${order.billingState} ${order.billingZipCode}`,
    order.billingCountry,
    order.customerEmail,
    order.customerPhone,
    taxIdLine(order.taxId),
  ].filter((line) => line.trim() !== "");
}

function shipToAddress(order: OrderRow): string[] {
  return [
    order.customerName,
    order.companyName ?? "",
    order.street,
    `${order.city}, ${order.state} ${order.zipCode}`,
    order.country,
    order.customerPhone,
  ].filter((line) => line.trim() !== "");
}

/** Side-by-side address blocks ("From", "Bill to", "Ship to"), each under a small red label. */
export function drawAddressColumns(doc: Doc, blocks: { label: string; lines: string[] }[]): void {
  const gap = 14;
  const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / blocks.length;
  const top = doc.y;
  let bottom = top;
  blocks.forEach((block, i) => {
    const x = MARGIN.left + i * (width + gap);
    doc
      .fontSize(LABEL_SIZE)
      .fillColor(COLOR.accent)
      .text(inFace(doc, "bold", block.label.toUpperCase()), x, top, { width });
    doc.y += 3;
    block.lines.forEach((line, n) => {
      doc
        .fontSize(TEXT_SIZE)
        .fillColor(COLOR.text)
        .text(inFace(doc, n === 0 ? "bold" : "regular", line), x, doc.y, { width });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN.left;
  doc.y = bottom + 18;
}

const PARTY_ADDRESS = {
  From: () => sellerAddress(),
  "Bill to": billToAddress,
  "Ship to": shipToAddress,
} satisfies Record<string, (order: OrderRow) => string[]>;

export type OrderParty = keyof typeof PARTY_ADDRESS;

/** The seller's, the billing and the shipping address side by side, in the order the paper lists them. */
export function drawOrderAddresses(doc: Doc, order: OrderRow, parties: readonly OrderParty[]): void {
  drawAddressColumns(
    doc,
    parties.map((label) => ({ label, lines: PARTY_ADDRESS[label](order) })),
  );
}

/** A section heading kept on the page with `keep` points of what follows it. */
export function drawSectionHeading(doc: Doc, text: string, keep = 40): void {
  doc.fontSize(11);
  const heading = inFace(doc, "bold", text);
  ensureSpace(doc, doc.heightOfString(heading, { width: CONTENT_WIDTH }) + 6 + keep);
  doc.fillColor(COLOR.heading).text(heading, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 4;
}

/** A paragraph of body text over the content width (or `width` from `x`). */
export function drawNote(doc: Doc, text: string, options: { bold?: boolean; color?: string; x?: number; width?: number } = {}): void {
  const width = options.width ?? CONTENT_WIDTH;
  doc.fontSize(TEXT_SIZE);
  const note = inFace(doc, options.bold ? "bold" : "regular", text);
  // Measured as drawn (the same line gap), so a note that fits is never broken across a page.
  ensureSpace(doc, doc.heightOfString(note, { width, lineGap: 1.5 }));
  doc.fillColor(options.color ?? COLOR.text).text(note, options.x ?? MARGIN.left, doc.y, { width, lineGap: 1.5 });
  doc.y += 4;
}

/** A heading with its paragraphs under it. */
export function drawSection(doc: Doc, heading: string, paragraphs: string[]): void {
  drawSectionHeading(doc, heading);
  for (const paragraph of paragraphs) drawNote(doc, paragraph);
}

/** An order line's option as the papers show it under the product's name. */
export const optionNote = (line: OrderLine): string | undefined =>
  line.selectedOption ? `Option: ${line.selectedOption.title}` : undefined;
