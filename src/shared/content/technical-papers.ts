// Technical papers published by Gravenstein RF Instruments: the text is technical-papers.json,
// checked here by its schema. Shared by the React client (loaded on its page only) and the PDF
// build script; like all of src/shared it imports only zod.
import { z } from "zod";
import papers from "./technical-papers.json" with { type: "json" };

const paperSection = z.strictObject({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});

const technicalPaper = z.strictObject({
  /** kebab-case; the PDF is served at /assets/papers/<slug>.pdf */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  /** 1-2 sentences shown on the collapsed card */
  summary: z.string().min(1),
  /** 2-4 short tags */
  topics: z.array(z.string().min(1)).min(2).max(4),
  readingMinutes: z.number().int().positive(),
  sections: z.array(paperSection).min(1),
});

export type PaperSection = z.infer<typeof paperSection>;
export type TechnicalPaper = z.infer<typeof technicalPaper>;

export function paperPdfUrl(slug: string): string {
  return `/assets/papers/${slug}.pdf`;
}

export const technicalPapers: TechnicalPaper[] = z.array(technicalPaper).parse(papers);
