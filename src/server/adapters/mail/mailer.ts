import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { DbOrTx } from "../../db/client";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (a quote's PDF); nodemailer encodes them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /**
   * The signal bounds the call where the transport can stop (the outbox's file write; SMTP sends on).
   * The shop's mailer (domain/mail/mail-outbox.ts) only queues: `tx` puts the mail in the caller's transaction.
   */
  send(message: MailMessage, options?: { signal?: AbortSignal; tx?: DbOrTx }): Promise<void>;
}

/** Header-safe text: no control characters (CR/LF would end the Subject line). */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, " ").trim();

/**
 * The transport the outbox worker delivers through: SMTP when SMTP_URL is set; otherwise each
 * message becomes an .eml file in the outbox folder.
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  // nodemailer is loaded with the first mail, not at start-up (a restart is ready sooner).
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    ));
  if (options.smtpUrl) {
    return {
      kind: "smtp",
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message, subject: oneLine(message.subject) });
      },
    };
  }
  return {
    kind: "outbox",
    async send(message, { signal } = {}) {
      const info = await (await transport()).sendMail({ from: options.from, ...message, subject: oneLine(message.subject) });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      try {
        await writeFile(file, info.message as Buffer, { signal });
      } catch (error) {
        // The folder is made when the first mail needs it (or again, when it was removed meanwhile).
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await mkdir(options.outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer, { signal });
      }
    },
  };
}
