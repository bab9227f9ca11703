import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProducts } from "../src/server/db/seed/catalog-data";
import { paperPdfUrl, technicalPapers } from "../src/shared/content/technical-papers";
import { pdfText } from "../tests/support/pdf-text";
import { buildPdfs, parseSpecifications } from "./build-pdfs";

describe("technical papers content", () => {
  it("has exactly 10 papers with unique kebab-case slugs", () => {
    expect(technicalPapers).toHaveLength(10);
    const slugs = technicalPapers.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(10);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(paperPdfUrl(slug)).toBe(`/assets/papers/${slug}.pdf`);
    }
  });

  it("gives every paper 4-7 sections, each with at least one paragraph", () => {
    for (const paper of technicalPapers) {
      expect(paper.sections.length).toBeGreaterThanOrEqual(4);
      expect(paper.sections.length).toBeLessThanOrEqual(7);
      expect(paper.topics.length).toBeGreaterThanOrEqual(2);
      expect(paper.topics.length).toBeLessThanOrEqual(4);
      for (const section of paper.sections) {
        expect(section.heading.trim()).not.toBe("");
        expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
        for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe("");
      }
    }
  });
});

describe("parseSpecifications", () => {
  it("splits parameter lines into rows and keeps other lines as text", () => {
    const parsed = parseSpecifications("Measured on a 50 ohm line\nFrequency range: 9 kHz to 1 GHz\nVSWR: < 2:1\n\nNot a parameter line");
    expect(parsed.intro).toEqual(["Measured on a 50 ohm line"]);
    expect(parsed.rows).toEqual([
      { name: "Frequency range", value: "9 kHz to 1 GHz" },
      { name: "VSWR", value: "< 2:1" },
    ]);
    expect(parsed.notes).toEqual(["Not a parameter line"]);
  });
});

describe("buildPdfs", () => {
  let outDir = "";
  let files: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), "build-pdfs-"));
    ({ files } = await buildPdfs(outDir));
  }, 30_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it("writes one PDF per paper, each larger than 5 KB", async () => {
    for (const paper of technicalPapers) {
      const file = path.join(outDir, "assets", "papers", `${paper.slug}.pdf`);
      expect(files).toContain(file);
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBeGreaterThan(5 * 1024);
    }
  });

  it("writes one datasheet per seed product", async () => {
    expect(seedProducts.length).toBeGreaterThan(0);
    for (const product of seedProducts) {
      const file = path.join(outDir, "assets", "datasheets", `${product.slug}.pdf`);
      expect(files).toContain(file);
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    expect(files).toHaveLength(technicalPapers.length + seedProducts.length);
  });

  it("writes datasheets a real reader shows: the product, its specifications, the page frame", async () => {
    const product = seedProducts[0];
    if (!product) throw new Error("no seed products");
    const text = await pdfText(await readFile(path.join(outDir, "assets", "datasheets", `${product.slug}.pdf`)));
    expect(text).toContain(product.name);
    const firstRow = parseSpecifications(product.specifications).rows[0];
    if (firstRow) expect(text).toContain(firstRow.name);
    expect(text).toContain("GRAVENSTEIN RF INSTRUMENTS");
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it("is reproducible and skips files whose bytes are unchanged", async () => {
    const first = files[0];
    if (first === undefined) throw new Error("no files were built");
    const before = await stat(first);
    const again = await buildPdfs(outDir);
    expect(again.files).toEqual(files);
    expect(again.written).toEqual([]);
    expect((await stat(first)).mtimeMs).toBe(before.mtimeMs);
  }, 30_000);
});
