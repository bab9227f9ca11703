// Renders a simple branded document (technical paper, product datasheet) to PDF
// with pdfkit. Uses only the built-in Helvetica fonts and a fixed creation date,
// so the same input always produces the same bytes.
import PDFDocument from "pdfkit";

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

type Doc = PDFKit.PDFDocument;

const COMPANY = "Gravenstein RF Instruments";
const TAGLINE = "Sebastopol, California - since 2004";
/** Fixed so that builds are byte-for-byte reproducible. */
const FIXED_DATE = new Date("2024-01-01T00:00:00.000Z");

const PAGE = { width: 612, height: 792 }; // US Letter in points
const MARGIN = { top: 78, bottom: 66, left: 56, right: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BAND_HEIGHT = 44;

const COLOR = {
  band: "#12304f",
  bandText: "#ffffff",
  bandMuted: "#b8c7d8",
  accent: "#c8102e",
  heading: "#12304f",
  text: "#222222",
  muted: "#666666",
  rule: "#c9d1da",
  rowFill: "#f1f4f7",
};

const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", oblique: "Helvetica-Oblique" };

const BODY_SIZE = 10;
const BODY_LINE_GAP = 2.5;
const TABLE_SIZE = 9.5;
const SMALL_TABLE_ROWS = 6;
const CELL_PAD = 4;
const NAME_COL_WIDTH = Math.round(CONTENT_WIDTH * 0.38);
const VALUE_COL_WIDTH = CONTENT_WIDTH - NAME_COL_WIDTH;

// Characters outside WinAnsi cannot be drawn with the standard PDF fonts.
const REPLACEMENTS: Record<string, string> = {
  "\u03a9": "ohm", // Greek capital omega
  "\u2126": "ohm", // ohm sign
  "\u03bc": "\u00b5", // Greek mu -> micro sign (in WinAnsi)
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2212": "-",
  "\u221a": "sqrt",
  "\u03c0": "pi",
  "\u2011": "-",
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
};
const WIN_ANSI_EXTRAS = new Set(
  "\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d" +
    "\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178",
);

/** Makes a string safe for the standard 14 fonts (WinAnsi encoding). */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0x3f;
    if (ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) {
      out += ch;
    } else if (WIN_ANSI_EXTRAS.has(ch)) {
      out += ch;
    } else if (code === 0x09) {
      out += " ";
    } else {
      out += "?";
    }
  }
  return out;
}

/** Starts a new page unless at least `needed` points remain on the current one. */
function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function hline(doc: Doc, y: number): void {
  const right = MARGIN.left + CONTENT_WIDTH;
  doc.save().moveTo(MARGIN.left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
}

const sum = (values: number[]): number => values.reduce((total, v) => total + v, 0);

function bodyLineHeight(doc: Doc): number {
  doc.font(FONT.regular).fontSize(BODY_SIZE);
  return doc.currentLineHeight(true) + BODY_LINE_GAP;
}

function drawTitleBlock(doc: Doc, input: PdfDocumentInput): void {
  doc.x = MARGIN.left;
  doc.y = MARGIN.top + 6;
  if (input.subtitle) {
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOR.accent)
      .text(toWinAnsi(input.subtitle.toUpperCase()), { width: CONTENT_WIDTH, characterSpacing: 1 });
    doc.moveDown(0.35);
  }
  doc.font(FONT.bold).fontSize(21).fillColor(COLOR.heading).text(toWinAnsi(input.title), { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.5);
  const ruleY = doc.y;
  doc.save().rect(MARGIN.left, ruleY, 64, 3).fill(COLOR.accent).restore();
  doc.y = ruleY + 18;
}

/** Height that must stay on the same page as a section heading. */
function keepWithHeading(doc: Doc, section: PdfSection): number {
  const first = section.paragraphs?.[0];
  if (first !== undefined) {
    doc.font(FONT.regular).fontSize(BODY_SIZE);
    const height = doc.heightOfString(toWinAnsi(first), { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
    return Math.min(height, bodyLineHeight(doc) * 3);
  }
  const rows = section.table ?? [];
  const kept = rows.length <= SMALL_TABLE_ROWS ? rows : rows.slice(0, 2);
  return sum(kept.map((row) => rowHeight(doc, row)));
}

function drawHeading(doc: Doc, section: PdfSection): void {
  const heading = section.heading;
  doc.font(FONT.bold).fontSize(13);
  const headingHeight = doc.heightOfString(toWinAnsi(heading), { width: CONTENT_WIDTH });
  // Keep the heading together with the start of what follows.
  ensureSpace(doc, 10 + headingHeight + 6 + keepWithHeading(doc, section));
  if (doc.y > doc.page.margins.top + 1) doc.y += 10;
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.heading).text(toWinAnsi(heading), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 6;
}

function drawParagraph(doc: Doc, paragraph: string): void {
  const text = toWinAnsi(paragraph);
  doc.font(FONT.regular).fontSize(BODY_SIZE);
  // Avoid a single orphaned line at the bottom of a page.
  const lineHeight = bodyLineHeight(doc);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
  ensureSpace(doc, Math.min(height, lineHeight * 2));
  doc
    .font(FONT.regular)
    .fontSize(BODY_SIZE)
    .fillColor(COLOR.text)
    .text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
  doc.y += 7;
}

function rowHeight(doc: Doc, row: PdfTableRow): number {
  doc.font(FONT.bold).fontSize(TABLE_SIZE);
  const nameHeight = doc.heightOfString(toWinAnsi(row.name), { width: NAME_COL_WIDTH - 2 * CELL_PAD });
  doc.font(FONT.regular).fontSize(TABLE_SIZE);
  const valueHeight = doc.heightOfString(toWinAnsi(row.value), { width: VALUE_COL_WIDTH - 2 * CELL_PAD });
  return Math.max(nameHeight, valueHeight) + 2 * CELL_PAD;
}

function drawTable(doc: Doc, rows: PdfTableRow[]): void {
  const heights = rows.map((row) => rowHeight(doc, row));
  if (rows.length <= SMALL_TABLE_ROWS) {
    // Small tables are never split.
    ensureSpace(doc, sum(heights));
  }
  rows.forEach((row, index) => {
    const height = heights[index] ?? 0;
    // Never leave the last row alone at the top of a new page.
    const next = index === rows.length - 2 ? (heights[index + 1] ?? 0) : 0;
    ensureSpace(doc, height + next);
    const top = doc.y;
    if (index % 2 === 0) {
      doc.save().rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.rowFill).restore();
    }
    hline(doc, top + height);
    doc
      .font(FONT.bold)
      .fontSize(TABLE_SIZE)
      .fillColor(COLOR.heading)
      .text(toWinAnsi(row.name), MARGIN.left + CELL_PAD, top + CELL_PAD, {
        width: NAME_COL_WIDTH - 2 * CELL_PAD,
      });
    doc
      .font(FONT.regular)
      .fontSize(TABLE_SIZE)
      .fillColor(COLOR.text)
      .text(toWinAnsi(row.value), MARGIN.left + NAME_COL_WIDTH + CELL_PAD, top + CELL_PAD, {
        width: VALUE_COL_WIDTH - 2 * CELL_PAD,
      });
    doc.x = MARGIN.left;
    doc.y = top + height;
  });
  doc.y += 8;
}

/** Draws a line of text at a fixed position without ever triggering a page break. */
function fixedText(doc: Doc, text: string, x: number, y: number, width: number, align: "left" | "right"): void {
  let line = toWinAnsi(text);
  if (doc.widthOfString(line) > width) {
    while (line.length > 0 && doc.widthOfString(`${line}...`) > width) line = line.slice(0, -1);
    line = `${line.trimEnd()}...`;
  }
  doc.text(line, x, y, { width, align, lineBreak: false });
}

function drawPageChrome(doc: Doc, input: PdfDocumentInput, pageNumber: number, pageCount: number): void {
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;

  // Header band.
  doc.save().rect(0, 0, PAGE.width, BAND_HEIGHT).fill(COLOR.band).restore();
  doc.save().rect(0, BAND_HEIGHT, PAGE.width, 2).fill(COLOR.accent).restore();
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.bandText);
  fixedText(doc, COMPANY.toUpperCase(), MARGIN.left, 17, CONTENT_WIDTH * 0.4, "left");
  const bandRight = pageNumber === 1 ? TAGLINE : input.title;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.bandMuted);
  fixedText(doc, bandRight, MARGIN.left + CONTENT_WIDTH * 0.4, 18.5, CONTENT_WIDTH * 0.6, "right");

  // Footer.
  const footerY = PAGE.height - 42;
  hline(doc, footerY - 8);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  fixedText(doc, input.footer, MARGIN.left, footerY, CONTENT_WIDTH - 80, "left");
  fixedText(doc, `Page ${pageNumber} of ${pageCount}`, PAGE.width - MARGIN.right - 80, footerY, 80, "right");

  doc.page.margins.bottom = savedBottom;
}

export function renderDocumentPdf(input: PdfDocumentInput): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margins: MARGIN,
      bufferPages: true,
      compress: true,
      pdfVersion: "1.4",
      info: {
        Title: toWinAnsi(input.title),
        Author: COMPANY,
        Subject: toWinAnsi(input.subtitle ?? input.title),
        Creator: COMPANY,
        Producer: "PDFKit",
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
      },
      displayTitle: true,
    });

    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    try {
      drawTitleBlock(doc, input);
      for (const section of input.sections) {
        drawHeading(doc, section);
        for (const paragraph of section.paragraphs ?? []) {
          drawParagraph(doc, paragraph);
        }
        if (section.table && section.table.length > 0) {
          drawTable(doc, section.table);
        }
      }

      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        drawPageChrome(doc, input, i - range.start + 1, range.count);
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
