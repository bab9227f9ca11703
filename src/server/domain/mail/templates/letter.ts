// A letter: "Dear <name>," then paragraphs (each may end in a link), signed by the shop.
import { createElement as h } from "react";
import { MailLayout, Para } from "./mail-layout";

export interface Paragraph {
  text: string;
  /** Shown as a link after the text. */
  link?: string;
}

export function Letter({ preheader, name, paragraphs }: { preheader: string; name: string; paragraphs: Paragraph[] }) {
  return h(
    MailLayout,
    { preheader, greeting: `Dear ${name},` },
    paragraphs.map((p, i) => h(Para, { key: i, link: p.link }, p.text)),
  );
}
