import type { ContactData } from "../../../shared/contracts/contact";
import { enqueueMail, type OutboxWorker } from "../../domain/mail/mail-outbox";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema/shop";
import { claimAttempt } from "../../http/rate-limit";

const HOUR = 60 * 60_000;

export interface ContactContext {
  db: Db;
  mailWorker: Pick<OutboxWorker, "kick">;
  shopEmail: string;
  maxPerHour: number;
}

/**
 * Stores the message and queues its mail to the shop in one transaction (the e-mail outbox,
 * decision 0033): a message that is received is always mailed, however long SMTP is down.
 */
export async function receiveContactMessage(ctx: ContactContext, input: ContactData, ip: string): Promise<{ id: number }> {
  await claimAttempt(ctx.db, { bucket: "contact", windowMs: HOUR, rules: [{ key: `ip:${ip}`, max: ctx.maxPerHour }] });
  const received = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    const stored = row!;
    await enqueueMail(tx, {
      to: ctx.shopEmail,
      replyTo: input.email,
      template: {
        kind: "contact-message",
        props: {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          receivedAt: stored.createdAt.toISOString(),
          ip,
        },
      },
    });
    return { id: stored.id };
  });
  ctx.mailWorker.kick();
  return received;
}
