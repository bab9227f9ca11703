// Renders a mail's template to HTML and its plain-text part (React Email, decision 0081). About
// 3 ms a mail, so only the outbox worker and the owner's previews call it: nothing that queues a
// mail (a checkout's statement, a transaction) does React work.
import { render, toPlainText } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import { MAIL_KINDS, type MailTemplate } from "./mail-kinds";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The part of html-to-text's block builder a formatter uses. */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  addInline(text: string): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
}

/**
 * The text part: React Email's conversion (links kept as "label address"), where a table of
 * rows marked data-text (the order's lines and totals) reads as those lines, one a row.
 */
const TEXT_OPTIONS = {
  formatters: {
    dataText(element: { attribs?: Record<string, string> }, _walk: unknown, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addInline(element.attribs?.["data-text"] ?? "");
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    { selector: "table[data-text-rows]", format: "block", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "tr[data-text]", format: "dataText" },
  ],
};

export async function renderMail(template: MailTemplate, options: { preview?: boolean } = {}): Promise<RenderedMail> {
  const definition = MAIL_KINDS[template.kind] as unknown as {
    subject: (p: unknown) => string;
    preheader: (p: unknown) => string;
    template: (p: { preheader: string }) => ReactElement;
  };
  const props = template.props as object;
  const subject = definition.subject(props);
  const preheader = definition.preheader(props);
  const element = createElement(definition.template, {
    ...props,
    preheader: options.preview ? `Preview with sample data, not sent to anyone. ${preheader}` : preheader,
  });
  const html = await render(element);
  return { subject: options.preview ? `[Preview] ${subject}` : subject, html, text: toPlainText(html, TEXT_OPTIONS).trim() };
}
