// A branded reading document (technical paper, product datasheet): a title, then sections of
// headings, paragraphs and name / value tables, in the shop's page frame.
import { COLOR, CONTENT_WIDTH, MARGIN, ensureSpace, inFace, renderPdf, type Doc } from "./pdf-frame";
import { drawTable, nameValueColumns, tableRowHeight } from "./pdf-table";

export interface PdfTableRow {
  name: string;
  value: string;
}

export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  table?: PdfTableRow[];
}

export interface PdfDocumentInput {
  title: string;
  /** e.g. "Technical paper" or "Product datasheet" */
  subtitle?: string;
  sections: PdfSection[];
  /** e.g. "Gravenstein RF Instruments - Sebastopol, California - www.gravensteinrf.com" */
  footer: string;
}

const BODY_SIZE = 10;
const BODY_LINE_GAP = 2.5;
const SMALL_TABLE_ROWS = 6;

const sum = (values: number[]): number => values.reduce((total, v) => total + v, 0);

/** The height of a line of `text` set as body text (its face decides: a CJK face's lines are taller). */
function bodyLineHeight(doc: Doc, text: string): number {
  doc.fontSize(BODY_SIZE);
  inFace(doc, "regular", text);
  return doc.currentLineHeight(true) + BODY_LINE_GAP;
}

/** The big title with its accent rule; `kicker` is the small red line above it. */
export function drawTitleBlock(doc: Doc, title: string, kicker?: string, options: { width?: number; kickerSpacing?: number } = {}): void {
  const { width = CONTENT_WIDTH, kickerSpacing = 1 } = options;
  doc.x = MARGIN.left;
  doc.y = MARGIN.top + 6;
  if (kicker) {
    doc
      .fontSize(9)
      .fillColor(COLOR.accent)
      .text(inFace(doc, "bold", kicker.toUpperCase()), { width, characterSpacing: kickerSpacing });
    doc.moveDown(0.35);
  }
  doc
    .fontSize(21)
    .fillColor(COLOR.heading)
    .text(inFace(doc, "bold", title), { width, lineGap: 2 });
  doc.moveDown(0.5);
  const ruleY = doc.y;
  doc.save().rect(MARGIN.left, ruleY, 64, 3).fill(COLOR.accent).restore();
  doc.y = ruleY + 18;
}

const tableRows = (rows: readonly PdfTableRow[]) => rows.map((row) => [row.name, row.value]);

/** Height that must stay on the same page as a section heading. */
function keepWithHeading(doc: Doc, section: PdfSection): number {
  const first = section.paragraphs?.[0];
  if (first !== undefined) {
    const lineHeight = bodyLineHeight(doc, first);
    const height = doc.heightOfString(inFace(doc, "regular", first), { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
    return Math.min(height, lineHeight * 3);
  }
  const rows = section.table ?? [];
  const kept = rows.length <= SMALL_TABLE_ROWS ? rows : rows.slice(0, 2);
  return sum(tableRows(kept).map((row) => tableRowHeight(doc, nameValueColumns(), row)));
}

function drawHeading(doc: Doc, section: PdfSection): void {
  const heading = section.heading;
  doc.fontSize(13);
  const headingHeight = doc.heightOfString(inFace(doc, "bold", heading), { width: CONTENT_WIDTH });
  // Keep the heading together with the start of what follows.
  ensureSpace(doc, 10 + headingHeight + 6 + keepWithHeading(doc, section));
  if (doc.y > doc.page.margins.top + 1) doc.y += 10;
  doc
    .fontSize(13)
    .fillColor(COLOR.heading)
    .text(inFace(doc, "bold", heading), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 6;
}

function drawParagraph(doc: Doc, paragraph: string): void {
  // Avoid a single orphaned line at the bottom of a page.
  const lineHeight = bodyLineHeight(doc, paragraph);
  const text = inFace(doc, "regular", paragraph);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
  ensureSpace(doc, Math.min(height, lineHeight * 2));
  doc.fillColor(COLOR.text).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
  doc.y += 7;
}

/** Renders a paper or datasheet; the same input always gives the same bytes. */
export function renderDocumentPdf(input: PdfDocumentInput): Promise<Buffer> {
  return renderPdf({ title: input.title, subject: input.subtitle ?? input.title, footer: input.footer }, (doc) => {
    drawTitleBlock(doc, input.title, input.subtitle);
    for (const section of input.sections) {
      drawHeading(doc, section);
      for (const paragraph of section.paragraphs ?? []) {
        drawParagraph(doc, paragraph);
      }
      if (section.table && section.table.length > 0) {
        drawTable(doc, { columns: nameValueColumns(), rows: tableRows(section.table) });
      }
    }
  });
}
