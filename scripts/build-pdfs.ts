// Generates the downloadable PDFs: one per technical paper and one datasheet per
// seed catalog product. Output is deterministic, and files whose bytes have not
// changed are left untouched.
//
//   node --import tsx scripts/build-pdfs.ts [outDir]   (default outDir: dist/client)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedProducts } from "../src/server/db/seed/catalog-data";
import { technicalPapers } from "../src/shared/content/technical-papers";
import type { TechnicalPaper } from "../src/shared/content/technical-papers";
import { formatPrice, toCents } from "../src/shared/money";
import { renderDocumentPdf } from "../src/server/domain/documents/article-pdf";
import type { PdfDocumentInput, PdfSection, PdfTableRow } from "../src/server/domain/documents/article-pdf";

export const PDF_FOOTER = "Gravenstein RF Instruments - Sebastopol, California - www.gravensteinrf.com";

/** The fields of a seed product that a datasheet needs. */
export interface DatasheetProduct {
  slug: string;
  name: string;
  category: string;
  description: string;
  options: { title: string; price: string; isDefault?: boolean | null }[];
  highlightedSpecs: { name: string; value: string }[];
  specifications: string;
  weightLbs: string;
  lengthIn: string;
  widthIn: string;
  heightIn: string;
  pdfTitle: string;
}

export function paperDocument(paper: TechnicalPaper): PdfDocumentInput {
  return {
    title: paper.title,
    subtitle: "Technical paper",
    footer: PDF_FOOTER,
    sections: [
      {
        heading: "Summary",
        paragraphs: [paper.summary, `Topics: ${paper.topics.join(", ")}. Reading time: about ${paper.readingMinutes} minutes.`],
      },
      ...paper.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs })),
    ],
  };
}

/** Splits "Parameter: value" lines into table rows; other non-empty lines become notes. */
export function parseSpecifications(text: string): { intro: string[]; rows: PdfTableRow[]; notes: string[] } {
  const intro: string[] = [];
  const rows: PdfTableRow[] = [];
  const notes: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/^[-*\u2022]\s+/, "");
    if (line === "") continue;
    // A colon followed by whitespace (or the end) separates name and value; "2:1" does not.
    const match = /^([^:]{1,80}?):(?:\s+(.*))?$/.exec(line);
    const name = match?.[1]?.trim();
    if (match && name) {
      rows.push({ name, value: match[2]?.trim() || "-" });
    } else if (rows.length === 0) {
      intro.push(line);
    } else {
      notes.push(line);
    }
  }
  return { intro, rows, notes };
}

function optionValue(option: DatasheetProduct["options"][number]): string {
  const base = toCents(option.price) === 0 ? "included" : `+${formatPrice(option.price)}`;
  return option.isDefault ? `${base} (default)` : base;
}

export function datasheetDocument(product: DatasheetProduct): PdfDocumentInput {
  const specs = parseSpecifications(product.specifications);
  const sections: PdfSection[] = [
    {
      heading: "Overview",
      paragraphs: product.description
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    },
  ];
  if (product.highlightedSpecs.length > 0) {
    sections.push({ heading: "Key specifications", table: product.highlightedSpecs });
  }
  if (specs.rows.length > 0 || specs.intro.length > 0) {
    sections.push({ heading: "Full specifications", paragraphs: specs.intro, table: specs.rows });
  }
  if (specs.notes.length > 0) {
    sections.push({ heading: "Notes", paragraphs: specs.notes });
  }
  if (product.options.length > 0) {
    sections.push({
      heading: "Options",
      table: product.options.map((o) => ({ name: o.title, value: optionValue(o) })),
    });
  }
  sections.push({
    heading: "Shipping",
    table: [
      { name: "Shipping weight", value: `${product.weightLbs} lbs` },
      {
        name: "Package dimensions (L x W x H)",
        value: `${product.lengthIn} x ${product.widthIn} x ${product.heightIn} in`,
      },
      { name: "Category", value: product.category },
    ],
  });
  return {
    title: product.name,
    subtitle: product.pdfTitle || "Product datasheet",
    footer: PDF_FOOTER,
    sections,
  };
}

/** Writes the file unless it already holds exactly these bytes. Returns true if written. */
async function writeIfChanged(file: string, bytes: Buffer): Promise<boolean> {
  try {
    const existing = await readFile(file);
    if (existing.equals(bytes)) return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return true;
}

export async function buildPdfs(outDir: string): Promise<{ files: string[]; written: string[] }> {
  const products: readonly DatasheetProduct[] = seedProducts;
  const jobs: { file: string; input: PdfDocumentInput }[] = [
    ...technicalPapers.map((paper) => ({
      file: path.join(outDir, "assets", "papers", `${paper.slug}.pdf`),
      input: paperDocument(paper),
    })),
    ...products.map((product) => ({
      file: path.join(outDir, "assets", "datasheets", `${product.slug}.pdf`),
      input: datasheetDocument(product),
    })),
  ];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.file)) throw new Error(`Two documents would be written to ${job.file}`);
    seen.add(job.file);
  }
  const results = await Promise.all(
    jobs.map(async (job) => ({
      file: job.file,
      written: await writeIfChanged(job.file, await renderDocumentPdf(job.input)),
    })),
  );
  return { files: results.map((r) => r.file), written: results.filter((r) => r.written).map((r) => r.file) };
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  const outDir = path.resolve(process.argv[2] ?? "dist/client");
  const started = Date.now();
  buildPdfs(outDir).then(
    ({ files, written }) => {
      console.log(`PDFs: ${files.length} in ${outDir} (${written.length} written) in ${Date.now() - started} ms`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
