import type { FastifyBaseLogger } from "fastify";
import type { ContactData } from "../../../shared/contracts/contact";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema/shop";
import { claimAttempt } from "../../http/rate-limit";
import { withTimeout } from "../../lib/timeout";

const HOUR = 60 * 60_000;
// A hung SMTP server must not keep the visitor waiting: the message is already stored.
const MAIL_TIMEOUT_MS = 15_000;

export interface ContactContext {
  db: Db;
  mailer: Mailer;
  shopEmail: string;
  maxPerHour: number;
  log: FastifyBaseLogger;
}

function mailText(input: ContactData, ip: string, receivedAt: Date): string {
  return [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone ?? "(not given)"}`,
    `Received: ${receivedAt.toISOString()} from ${ip}`,
    "",
    input.message,
    "",
    "Sent through the contact form on the website. Reply to this e-mail to answer the sender.",
  ].join("\n");
}

/**
 * Stores the message first, then mails it to the shop. Once stored it counts as received:
 * a mail failure is logged for the owner and the visitor still gets a success.
 */
export async function receiveContactMessage(ctx: ContactContext, input: ContactData, ip: string): Promise<{ id: number; mailed: boolean }> {
  await claimAttempt(ctx.db, { bucket: "contact", windowMs: HOUR, rules: [{ key: `ip:${ip}`, max: ctx.maxPerHour }] });
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  const stored = row!;
  try {
    const message = {
      to: ctx.shopEmail,
      replyTo: input.email,
      subject: `Website contact: ${input.name}`,
      text: mailText(input, ip, stored.createdAt),
    };
    await withTimeout(MAIL_TIMEOUT_MS, "mail", (signal) => ctx.mailer.send(message, { signal }));
    return { id: stored.id, mailed: true };
  } catch (error) {
    ctx.log.error({ err: error, contactMessageId: stored.id }, "contact message stored but not mailed");
    return { id: stored.id, mailed: false };
  }
}
