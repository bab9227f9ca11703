// Tables for the shop's PDFs: wrapped cells, striped rows, a header that repeats on every page the
// table runs onto, and no widowed last row.
import { formatPrice } from "../../../shared/money";
import { COLOR, CONTENT_WIDTH, MARGIN, ensureSpace, hline, inFace, type Doc, type Weight } from "./pdf-frame";

export const TABLE_SIZE = 9.5;
const NOTE_SIZE = 8;
const CELL_PAD = 4;
/** Tables of at most this many rows are never split across pages. */
const SMALL_TABLE_ROWS = 6;

export interface TableColumn {
  width: number;
  align?: "left" | "right";
  font?: Weight;
  color?: string;
}

/** A cell: its text, and optionally a smaller muted note under it (a line's option under the product). */
export interface TableCell {
  text: string;
  note?: string;
}

export interface Table {
  columns: TableColumn[];
  rows: (string | TableCell)[][];
  /** Column titles, drawn on a dark band above the rows and again on every page the table continues onto. */
  header?: string[];
}

const asCell = (cell: string | TableCell | undefined): TableCell => (typeof cell === "string" ? { text: cell } : (cell ?? { text: "" }));

function textOptions(column: TableColumn): PDFKit.Mixins.TextOptions {
  const width = column.width - 2 * CELL_PAD;
  return column.align === "right" ? { width, align: "right" } : { width };
}

function cellHeight(doc: Doc, column: TableColumn, cell: TableCell): number {
  doc.fontSize(TABLE_SIZE);
  let height = doc.heightOfString(inFace(doc, column.font ?? "regular", cell.text), textOptions(column));
  if (cell.note) {
    doc.fontSize(NOTE_SIZE);
    height += 1 + doc.heightOfString(inFace(doc, "regular", cell.note), textOptions(column));
  }
  return height;
}

/** The height of one row, padding included. */
export function tableRowHeight(doc: Doc, columns: readonly TableColumn[], row: readonly (string | TableCell)[]): number {
  return Math.max(...columns.map((column, i) => cellHeight(doc, column, asCell(row[i])))) + 2 * CELL_PAD;
}

const sum = (values: number[]): number => values.reduce((total, v) => total + v, 0);

function headerHeight(doc: Doc, table: Table): number {
  if (!table.header) return 0;
  doc.fontSize(TABLE_SIZE);
  const tallest = Math.max(...table.header.map((title) => doc.heightOfString(inFace(doc, "bold", title), { lineBreak: false })));
  return tallest + 2 * CELL_PAD;
}

function drawHeader(doc: Doc, table: Table): void {
  if (!table.header) return;
  const top = doc.y;
  const height = headerHeight(doc, table);
  const width = sum(table.columns.map((c) => c.width));
  doc.save().rect(MARGIN.left, top, width, height).fill(COLOR.band).restore();
  let x = MARGIN.left;
  table.columns.forEach((column, i) => {
    doc
      .fontSize(TABLE_SIZE)
      .fillColor(COLOR.bandText)
      .text(inFace(doc, "bold", table.header?.[i] ?? ""), x + CELL_PAD, top + CELL_PAD, textOptions(column));
    x += column.width;
  });
  doc.x = MARGIN.left;
  doc.y = top + height;
}

function drawRow(doc: Doc, table: Table, row: readonly (string | TableCell)[], index: number, height: number): void {
  const top = doc.y;
  const width = sum(table.columns.map((c) => c.width));
  if (index % 2 === 0) {
    doc.save().rect(MARGIN.left, top, width, height).fill(COLOR.rowFill).restore();
  }
  hline(doc, top + height, MARGIN.left, MARGIN.left + width);
  let x = MARGIN.left;
  table.columns.forEach((column, i) => {
    const cell = asCell(row[i]);
    doc
      .fontSize(TABLE_SIZE)
      .fillColor(column.color ?? COLOR.text)
      .text(inFace(doc, column.font ?? "regular", cell.text), x + CELL_PAD, top + CELL_PAD, textOptions(column));
    if (cell.note) {
      doc
        .fontSize(NOTE_SIZE)
        .fillColor(COLOR.muted)
        .text(inFace(doc, "regular", cell.note), x + CELL_PAD, doc.y + 1, textOptions(column));
    }
    x += column.width;
  });
  doc.x = MARGIN.left;
  doc.y = top + height;
}

/** Draws the table at the current position, across pages when it must, and leaves doc.y below it. */
export function drawTable(doc: Doc, table: Table): void {
  const heights = table.rows.map((row) => tableRowHeight(doc, table.columns, row));
  const header = headerHeight(doc, table);
  if (table.rows.length <= SMALL_TABLE_ROWS) {
    // Small tables are never split.
    ensureSpace(doc, header + sum(heights));
  } else if (header > 0) {
    ensureSpace(doc, header + sum(heights.slice(0, 2)));
  }
  drawHeader(doc, table);
  table.rows.forEach((row, index) => {
    const height = heights[index] ?? 0;
    // Never leave the last row alone at the top of a new page.
    const next = index === table.rows.length - 2 ? (heights[index + 1] ?? 0) : 0;
    if (ensureSpace(doc, height + next)) drawHeader(doc, table);
    drawRow(doc, table, row, index, height);
  });
  doc.y += 8;
}

/** A two-column name / value table over the full width (datasheet specifications). */
export function nameValueColumns(): TableColumn[] {
  const nameWidth = Math.round(CONTENT_WIDTH * 0.38);
  return [
    { width: nameWidth, font: "bold", color: COLOR.heading },
    { width: CONTENT_WIDTH - nameWidth, font: "regular", color: COLOR.text },
  ];
}

/** One priced line of a quote or an invoice: the product (with its option and export notes), quantity, unit price, amount. */
export interface PricedLine {
  name: string;
  note?: string | undefined;
  quantity: number;
  price: string;
  lineTotal: string;
}

/** The Item / Qty / Unit price / Amount table of a quote or an invoice. */
export function drawPricedLines(doc: Doc, lines: PricedLine[]): void {
  drawTable(doc, {
    header: ["Item", "Qty", "Unit price", "Amount"],
    columns: [
      { width: CONTENT_WIDTH - 230, font: "bold", color: COLOR.text },
      { width: 50, align: "right" },
      { width: 90, align: "right" },
      { width: 90, align: "right" },
    ],
    rows: lines.map((line) => [
      { text: line.name, note: line.note },
      String(line.quantity),
      formatPrice(line.price),
      formatPrice(line.lineTotal),
    ]),
  });
}
