import { z } from "zod";

/** One kind of e-mail the shop sends, as the owner's previews list it. */
export const mailPreviewKind = z.object({
  kind: z.string().describe("The kind's name, for GET /api/admin/mail-previews/{kind}"),
  title: z.string().describe("What the kind is, for a person"),
});
export type MailPreviewKind = z.infer<typeof mailPreviewKind>;

/** GET /api/admin/mail-previews: every kind of e-mail the shop sends. */
export const mailPreviewList = z.object({ kinds: z.array(mailPreviewKind) });
export type MailPreviewList = z.infer<typeof mailPreviewList>;

/** GET /api/admin/mail-previews/{kind}: one kind rendered with sample data (marked as a preview; never sent). */
export const mailPreview = z.object({
  kind: z.string(),
  title: z.string(),
  subject: z.string().describe("Begins with [Preview]"),
  html: z.string().describe("The HTML part, a whole document (show it in a sandboxed frame)"),
  text: z.string().describe("The plain-text part"),
});
export type MailPreview = z.infer<typeof mailPreview>;

export const mailPreviewParams = z.object({ kind: z.string().describe("A kind from GET /api/admin/mail-previews") });
