import { z } from "zod";

/** A mail of the outbox that failed for good (every attempt refused or timed out). */
export const failedMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

/** GET /api/admin/mail-outbox: the failed mails (newest first, at most 200) and the queue's size. */
export const mailOutboxResponse = z.object({
  failed: z.array(failedMail),
  pending: z.number().int(),
  dead: z.number().int(),
});
export type MailOutboxResponse = z.infer<typeof mailOutboxResponse>;

/** POST /api/admin/mail-outbox/{id}/retry */
export const mailRetryResponse = z.object({ message: z.string() });
