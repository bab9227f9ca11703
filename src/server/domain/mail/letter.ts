// The customer's letters about an order or an instrument: one greeting, one signature, one HTML frame.
import { SHOP } from "../../../shared/shop-identity";
import type { MailMessage } from "../../adapters/mail/mailer";
import { escapeHtml } from "../../lib/html";

export interface Paragraph {
  text: string;
  /** Shown as a link after the text. */
  link?: string;
}

/** "Dear <name>," then the paragraphs, signed by the shop: a plain and an HTML body from the same paragraphs. */
export function letter(to: string, name: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const all: Paragraph[] = [{ text: `Dear ${name},` }, ...paragraphs, { text: SHOP.name }];
  const text = all.map((p) => (p.link ? `${p.text} ${p.link}` : p.text)).join("\n\n");
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222">`,
    ...all.map((p) => `<p>${escapeHtml(p.text)}${p.link ? ` <a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>` : ""}</p>`),
    `</div>`,
  ].join("\n");
  return { to, subject: `${subject} - ${SHOP.name}`, text, html };
}
