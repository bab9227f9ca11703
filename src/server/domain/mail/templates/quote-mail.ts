// A quote's PDF to the customer (extensions §4): the first one or a revision.
import { createElement as h } from "react";
import { SHOP } from "../../../../shared/shop-identity";
import { Letter } from "./letter";

export interface QuoteProps {
  customerName: string;
  number: string;
  /** Null for the first issue. */
  revision: number | null;
  /** YYYY-MM-DD */
  validUntil: string;
  /** Replaces the first sentence (an approved service request's quote says why it came). */
  intro: string | null;
}

const what = (p: QuoteProps) => (p.revision !== null ? `Revised quote ${p.number} (revision ${p.revision})` : `Quote ${p.number}`);

export const quoteSubject = (p: QuoteProps) => `${what(p)} - ${SHOP.name}`;

export const QuoteMail = (p: QuoteProps & { preheader: string }) =>
  h(Letter, {
    preheader: p.preheader,
    name: p.customerName,
    paragraphs: [
      {
        text:
          p.intro ??
          `${p.revision !== null ? "We have revised your quote" : "Thank you for your request"}: ${what(p)} is attached as a PDF.`,
      },
      {
        text: `It is valid until ${p.validUntil}. You can order from it in your account (Quotes), paying by card or, with Net 30 terms, on invoice.`,
      },
    ],
  });
