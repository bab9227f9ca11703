import type { FastifyBaseLogger } from "fastify";
import type { ContactData } from "../../../shared/contracts/contact";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema/shop";
import { claimAttempt } from "../../http/rate-limit";

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

/** Header-safe text: no control characters (CR/LF would end the Subject line). */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, " ").trim();

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

async function sendWithTimeout(mailer: Mailer, message: Parameters<Mailer["send"]>[0]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not sent within ${MAIL_TIMEOUT_MS} ms`)), MAIL_TIMEOUT_MS);
  });
  try {
    await Promise.race([mailer.send(message), timeout]);
  } finally {
    clearTimeout(timer);
  }
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
    await sendWithTimeout(ctx.mailer, {
      to: ctx.shopEmail,
      replyTo: input.email,
      subject: `Website contact: ${oneLine(input.name)}`,
      text: mailText(input, ip, stored.createdAt),
    });
    return { id: stored.id, mailed: true };
  } catch (error) {
    ctx.log.error({ err: error, contactMessageId: stored.id }, "contact message stored but not mailed");
    return { id: stored.id, mailed: false };
  }
}
