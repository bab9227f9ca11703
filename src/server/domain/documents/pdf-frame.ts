// The shop's PDF page: US Letter, Noto Sans (and its CJK faces where a text needs them), a navy band
// with the seller's name on every page and a footer with "Page n of m". Datasheets, technical papers,
// invoices, packing slips and quotes are all drawn inside it (docs/decisions/0023, 0071).
import type { Font } from "fontkit";
import { SHOP } from "../../../shared/shop-identity";
import { faceFor, printableIn, type Weight } from "./fonts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augments pdfkit's own namespace
  namespace PDFKit {
    interface PDFDocument {
      /** pdfkit also takes a parsed fontkit font, so a face is read once per process, not once per document. */
      registerFont(name: string, src: Font): this;
    }
  }
}

export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792 }; // US Letter in points
export const MARGIN = { top: 78, bottom: 66, left: 56, right: 56 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BAND_HEIGHT = 44;

export const COLOR = {
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

export type { Weight };

const registered = new WeakMap<Doc, Set<string>>();

/**
 * Sets the face that draws `text` in `weight` (Noto Sans, or the CJK face it needs) and gives back the
 * text as that face prints it. Every text a PDF draws or measures goes through here.
 */
export function inFace(doc: Doc, weight: Weight, text: string): string {
  const face = faceFor(weight, text);
  let faces = registered.get(doc);
  if (!faces) registered.set(doc, (faces = new Set()));
  if (!faces.has(face.id)) {
    doc.registerFont(face.id, face.font);
    faces.add(face.id);
  }
  doc.font(face.id);
  return printableIn(face, text);
}

export const TAGLINE = `${SHOP.city}, California - since 2004`;

/** Fixed so that builds are byte-for-byte reproducible. */
export const FIXED_DATE = new Date("2024-01-01T00:00:00.000Z");

export interface PdfFrame {
  /** The document's title: the PDF's Title and the band's text on every page after the first. */
  title: string;
  /** The PDF's Subject (default: the title). */
  subject?: string;
  /** Bottom left of every page. */
  footer: string;
  /** The PDF's creation date (default: a fixed date, so the same input gives the same bytes). */
  createdAt?: Date;
}

/** Starts a new page unless at least `needed` points remain on the current one. Returns true when it did. */
export function ensureSpace(doc: Doc, needed: number): boolean {
  if (doc.y + needed <= doc.page.height - doc.page.margins.bottom) return false;
  doc.addPage();
  return true;
}

/** A thin rule across the content width (or from `left` to `right`). */
export function hline(doc: Doc, y: number, left = MARGIN.left, right = MARGIN.left + CONTENT_WIDTH): void {
  doc.save().moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
}

/** Draws one line of text at a fixed position, cut with "..." to fit, without ever triggering a page break. */
export function fixedText(doc: Doc, weight: Weight, text: string, x: number, y: number, width: number, align: "left" | "right"): void {
  let line = inFace(doc, weight, text);
  if (doc.widthOfString(line) > width) {
    while (line.length > 0 && doc.widthOfString(`${line}...`) > width) line = line.slice(0, -1);
    line = `${line.trimEnd()}...`;
  }
  doc.text(line, x, y, { width, align, lineBreak: false });
}

function drawPageChrome(doc: Doc, frame: PdfFrame, pageNumber: number, pageCount: number): void {
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;

  // Header band.
  doc.save().rect(0, 0, PAGE.width, BAND_HEIGHT).fill(COLOR.band).restore();
  doc.save().rect(0, BAND_HEIGHT, PAGE.width, 2).fill(COLOR.accent).restore();
  doc.fontSize(11).fillColor(COLOR.bandText);
  fixedText(doc, "bold", SHOP.name.toUpperCase(), MARGIN.left, 17, CONTENT_WIDTH * 0.4, "left");
  const bandRight = pageNumber === 1 ? TAGLINE : frame.title;
  doc.fontSize(8.5).fillColor(COLOR.bandMuted);
  fixedText(doc, "regular", bandRight, MARGIN.left + CONTENT_WIDTH * 0.4, 18.5, CONTENT_WIDTH * 0.6, "right");

  // Footer.
  const footerY = PAGE.height - 42;
  hline(doc, footerY - 8);
  doc.fontSize(8).fillColor(COLOR.muted);
  fixedText(doc, "regular", frame.footer, MARGIN.left, footerY, CONTENT_WIDTH - 80, "left");
  fixedText(doc, "regular", `Page ${pageNumber} of ${pageCount}`, PAGE.width - MARGIN.right - 80, footerY, 80, "right");

  doc.page.margins.bottom = savedBottom;
}

/**
 * Makes a PDF: `draw` fills the pages (adding pages as it goes), then every page gets the band and
 * the footer. The faces are embedded as subsets and nothing varies by run, so equal input gives
 * equal bytes.
 */
export async function renderPdf(frame: PdfFrame, draw: (doc: Doc) => void): Promise<Buffer> {
  // pdfkit (and its font machinery) is loaded with the first PDF, not at start-up.
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise<Buffer>((resolve, reject) => {
    const createdAt = frame.createdAt ?? FIXED_DATE;
    const doc = new PDFDocument({
      size: "LETTER",
      margins: MARGIN,
      bufferPages: true,
      compress: true,
      pdfVersion: "1.4",
      info: {
        Title: frame.title,
        Author: SHOP.name,
        Subject: frame.subject ?? frame.title,
        Creator: SHOP.name,
        Producer: "PDFKit",
        CreationDate: createdAt,
        ModDate: createdAt,
      },
      displayTitle: true,
    });

    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    try {
      draw(doc);
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        drawPageChrome(doc, frame, i - range.start + 1, range.count);
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
