/**
 * The company pages' running text as data (issue 18: content as content). A page is its header and
 * its sections; a section is its h2 and blocks of text; text is a run of plain strings and marks.
 */

/** A piece of running text: plain words, bold words, a link inside the shop (`to`) or out of it (`href`: mail, phone). */
export type Inline = string | { strong: string } | { to: string; text: string } | { href: string; text: string };

/** One paragraph or list item: a run of pieces. */
export type Text = readonly Inline[];

export type Block =
  | { p: Text }
  | { ul: readonly Text[] }
  | { ol: readonly Text[] }
  /** A piece the page draws itself (a table, say), named here where it stands in the text. */
  | { insert: string };

export interface ProseSection {
  /** The section's anchor; its heading's id is `<id>-title`. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface ProsePageContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** Policies: the narrow text column, and the date the text last changed. */
  narrow?: boolean;
  lastUpdated?: string;
  sections: readonly ProseSection[];
}

/** The privacy policy and the terms share their header: the spec dates the terms October 2025. */
export const LEGAL = { eyebrow: "Legal", narrow: true, lastUpdated: "October 2025" } as const;
