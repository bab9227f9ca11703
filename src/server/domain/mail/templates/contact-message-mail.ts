// A message from the website's contact form, to the shop (the reply goes to the sender).
import { createElement as h } from "react";
import { MailLayout, Para } from "./mail-layout";

export interface ContactMessageProps {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** ISO time */
  receivedAt: string;
  ip: string;
}

export const contactMessageSubject = (p: ContactMessageProps) => `Website contact: ${p.name}`;

export const ContactMessageMail = (p: ContactMessageProps & { preheader: string }) =>
  h(
    MailLayout,
    { preheader: p.preheader, signed: false },
    h(
      Para,
      null,
      `Name: ${p.name}`,
      h("br"),
      `Email: ${p.email}`,
      h("br"),
      `Phone: ${p.phone ?? "(not given)"}`,
      h("br"),
      `Received: ${p.receivedAt} from ${p.ip}`,
    ),
    h(
      Para,
      null,
      p.message.split(/\r?\n/).map((line, i) => [i > 0 ? h("br", { key: `b${i}` }) : null, line]),
    ),
    h(Para, null, "Sent through the contact form on the website. Reply to this e-mail to answer the sender."),
  );
