import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../../db/client";
import type { Mail } from "../mail/mail-kinds";
import { enqueueMail, type OutboxWorker } from "../mail/mail-outbox";

/** What the account flows need to mail a link: the database, the outbox's worker, a logger and the shop's origin for the link. */
export interface LinkContext {
  db: Db;
  mailWorker: Pick<OutboxWorker, "kick">;
  log: FastifyBaseLogger;
  /** https://shop.example: links point at the shop's pages. */
  origin: string;
}

export const pageLink = (origin: string, page: string, token: string) => `${origin}${page}?token=${encodeURIComponent(token)}`;

/** Background mails of this process still being composed (a link's token, the mail cap's count) or queued. */
const composing = new Set<Promise<void>>();

/** Queues one mail: `compose` runs in the transaction that queues it (a link's token is issued there, so it exists exactly when its mail does). */
export type QueueMail = (compose: (tx: DbOrTx) => Promise<Mail>) => Promise<void>;

/**
 * Mails without holding up the answer: the answer must not take longer for a known account
 * (a reset request would tell which logins exist). `work` runs its checks (limits, the mail cap)
 * and queues the mail through `queue`. A failure is logged with the kind of mail, never its link.
 */
export function sendInBackground(ctx: LinkContext, kind: string, work: (queue: QueueMail) => Promise<void>): void {
  const queue: QueueMail = async (compose) => {
    await ctx.db.transaction(async (tx) => {
      await enqueueMail(tx, await compose(tx));
    });
    ctx.mailWorker.kick();
  };
  const task = (async () => {
    try {
      await work(queue);
    } catch (error) {
      ctx.log.error(
        { err: error instanceof Error ? { type: error.name, message: error.message } : String(error) },
        `${kind} e-mail not sent`,
      );
    }
  })();
  composing.add(task);
  void task.finally(() => composing.delete(task));
}

/** Resolves once every background mail started so far is queued or given up: a closing server (and a test's reset) waits for it. */
export async function backgroundMailsSettled(): Promise<void> {
  while (composing.size > 0) await Promise.all(composing);
}
