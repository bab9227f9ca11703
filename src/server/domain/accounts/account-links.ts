import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";

/** What the account flows need to mail a link: the database, the mailer, a logger and the shop's origin for the link. */
export interface LinkContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** https://shop.example: links point at the shop's pages. */
  origin: string;
}

export const pageLink = (origin: string, page: string, token: string) => `${origin}${page}?token=${encodeURIComponent(token)}`;

/**
 * Sends without holding up the answer: the answer must not take longer for a known account
 * (a reset request would tell which logins exist) or wait for a slow mail server.
 * A failure is logged with the kind of mail, never its link.
 */
export function sendInBackground(ctx: LinkContext, kind: string, build: () => Promise<MailMessage | null>): void {
  void (async () => {
    try {
      const message = await build();
      if (message) await ctx.mailer.send(message);
    } catch (error) {
      ctx.log.error(
        { err: error instanceof Error ? { type: error.name, message: error.message } : String(error) },
        `${kind} e-mail not sent`,
      );
    }
  })();
}
