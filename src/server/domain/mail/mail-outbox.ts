import type { FastifyBaseLogger } from "fastify";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Mailer, MailMessage } from "../../adapters/mail/mailer";
import type { Db, DbOrTx } from "../../db/client";
import { mailOutbox, type StoredAttachment } from "../../db/schema/system";
import { withTimeout } from "../../lib/timeout";
import { isMailKind, subjectOf, type Mail, type MailTemplate } from "./mail-kinds";
import { renderMail } from "./mail-render";

/** How long one send may take before it counts as failed (a hung SMTP server). */
const SEND_TIMEOUT_MS = 15_000;
/** A claimed mail is invisible to other workers this long; a worker that died gives it back then. */
const LEASE_S = 60;
const BATCH = 10;
/** Sent mails are kept this long (for the record), then deleted. */
const KEEP_SENT_DAYS = 7;

/**
 * Puts a mail in the outbox: its kind and props, rendered by the worker when it sends (decision
 * 0081). Pass the business change's transaction: the mail exists exactly when the change does.
 */
export async function enqueueMail(dbOrTx: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await dbOrTx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: subjectOf(mail.template),
      template: mail.template.kind,
      props: mail.template.props,
      replyTo: mail.replyTo ?? null,
      attachments: mail.attachments?.length
        ? mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString("base64") }))
        : null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * The same as SQL, for a statement that queues mails along with its own change (the checkout's
 * paid payment, decision 0045): the outbox rows are inserted for each row `when` yields (a CTE
 * name), so they exist exactly when that change does. Mails without attachments; one parameter
 * for all of them (a JSON array read back as rows).
 */
export function enqueueMailsSql(mails: readonly Omit<Mail, "attachments">[], when: SQL): SQL {
  const rows = mails.map((m) => ({
    to: m.to,
    subject: subjectOf(m.template),
    template: m.template.kind,
    props: m.template.props,
    reply_to: m.replyTo ?? null,
  }));
  return sql`insert into ${mailOutbox} ("to", subject, template, props, reply_to)
      select m."to", m.subject, m.template, m.props, m.reply_to
      from ${when}, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m("to" text, subject text, template text, props jsonb, reply_to text)`;
}

/** A queued row's body: its template rendered now, or the text and HTML of a row queued before templates. */
export async function storedBody(row: {
  template: string | null;
  props: unknown;
  text: string | null;
  html: string | null;
}): Promise<{ text: string; html?: string }> {
  if (row.template === null) return { text: row.text ?? "", ...(row.html ? { html: row.html } : {}) };
  if (!isMailKind(row.template)) throw new Error(`unknown e-mail template ${row.template}`);
  const { text, html } = await renderMail({ kind: row.template, props: row.props } as MailTemplate);
  return { text, html };
}

/** Mails waiting to be sent (first tries and retries); the metrics' outbox depth. */
export async function outboxDepth(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "pending"));
  return row?.n ?? 0;
}

/** Waiting and failed-for-good mails. */
export async function outboxCounts(db: DbOrTx): Promise<{ pending: number; dead: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`)
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of("pending"), dead: of("dead") };
}

/** The mails that failed for good, newest first (the admin's list). */
export async function listDeadMails(db: Db, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      lastAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "dead"))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** Puts a dead mail back in the queue with a fresh set of attempts. False when there is no dead mail with that id. */
export async function retryDeadMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "dead")))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Seconds before attempt `attempts + 1`: base, 2 x base, 4 x base ... at most an hour. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  template: string | null;
  props: unknown;
  text: string | null;
  html: string | null;
  reply_to: string | null;
  attachments: StoredAttachment[] | null;
  attempts: number;
}

/**
 * Takes up to BATCH due mails for this worker: SKIP LOCKED lets several processes claim at once
 * without waiting for or taking each other's rows; moving next_attempt_at forward is the lease.
 */
async function claimDue(db: Db): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_S})
    where id in (
      select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${BATCH} for update skip locked
    )
    returning id, "to", subject, template, props, text, html, reply_to, attachments, attempts`);
  // pg and PGlite both answer { rows }; bigserial comes back as a string.
  return (result as unknown as { rows: ClaimedMail[] }).rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

export interface OutboxWorkerOptions {
  db: Db;
  /** What actually delivers: SMTP, or the .eml folder. */
  transport: Mailer;
  log: FastifyBaseLogger;
  maxAttempts: number;
  retryBaseSeconds: number;
  /** How often the outbox is looked at without a kick (retries, other processes' mails). */
  pollMs?: number;
}

export interface OutboxWorker {
  /** Looks at the outbox now (after a mail was queued). */
  kick(): void;
  /** Resolves when the outbox holds no mail that is due now (or the worker is stopped). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** The sending half of the outbox: one per process; any number of processes on one database. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastCleanup = 0;

  /** Sends one claimed mail; true when the transport took it (marked sent with the rest of its batch), a failure is recorded here. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      return await send(mail);
    } catch (error) {
      return failed(mail, error);
    }
  }

  /** Renders the mail's template (a template that fails counts as a failed attempt) and hands it to the transport. */
  async function send(mail: ClaimedMail): Promise<boolean> {
    const message: MailMessage = {
      to: mail.to,
      subject: mail.subject,
      ...(await storedBody(mail)),
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content, "base64"),
            })),
          }
        : {}),
    };
    await withTimeout(SEND_TIMEOUT_MS, "mail", (signal) => transport.send(message, { signal }));
    return true;
  }

  async function failed(mail: ClaimedMail, error: unknown): Promise<false> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const dead = mail.attempts >= options.maxAttempts;
    const delay = retryDelaySeconds(mail.attempts, options.retryBaseSeconds);
    await db
      .update(mailOutbox)
      .set(
        dead
          ? { status: "dead", lastError: reason, nextAttemptAt: sql`now()` }
          : { lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` },
      )
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts)));
    // The subject may name a customer; the id and the reason are enough to find it in the admin.
    log[dead ? "error" : "warn"](
      { mailId: mail.id, attempts: mail.attempts, reason },
      dead ? "e-mail failed for good (see Admin > Server Logs > Failed e-mails)" : `e-mail not sent, retry in ${delay} s`,
    );
    return false;
  }

  /** One statement for every mail of a batch the transport took (only while this worker's lease on it holds). */
  async function markSent(mails: ClaimedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await db.execute(sql`
      update mail_outbox set status = 'sent', sent_at = now(), last_error = null
      from unnest(${`{${mails.map((m) => m.id).join(",")}}`}::bigint[], ${`{${mails.map((m) => m.attempts).join(",")}}`}::int[]) as sent(id, attempts)
      where mail_outbox.id = sent.id and mail_outbox.attempts = sent.attempts`);
  }

  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < 3_600_000) return;
    lastCleanup = Date.now();
    await db.execute(sql`delete from mail_outbox where status = 'sent' and sent_at < now() - make_interval(days => ${KEEP_SENT_DAYS})`);
  }

  async function loop(): Promise<void> {
    try {
      do {
        again = false;
        const claimed = await claimDue(db);
        const delivered = await Promise.all(claimed.map(deliver));
        await markSent(claimed.filter((_, i) => delivered[i]));
        if (claimed.length === BATCH) again = true;
      } while (again && !stopped);
      await cleanup();
    } catch (error) {
      if (!stopped) log.error({ err: error }, "e-mail outbox: could not read the queue (retrying)");
    }
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
      // A kick that came while this run was finishing: look again rather than wait for the poll.
      if (again && !stopped) void run();
    });
    return running;
  }

  const timer = setInterval(() => void run(), options.pollMs ?? 1000);
  timer.unref();
  void run();

  return {
    kick: () => void run(),
    async drain() {
      // A run already under way may have started before the latest mail was queued: run once more after it.
      while (running) await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
