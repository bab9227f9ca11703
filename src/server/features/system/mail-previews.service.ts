// The owner's previews of the shop's e-mails: each kind rendered by its template with sample data
// from the seed catalog (domain/mail/mail-samples.ts), marked as a preview. Nothing is queued or sent.
import type { MailPreview, MailPreviewKind } from "../../../shared/contracts/mail-previews";
import { MAIL_KIND_NAMES, MAIL_KINDS, type MailKindName } from "../../domain/mail/mail-kinds";
import { renderMail } from "../../domain/mail/mail-render";
import { sampleTemplate } from "../../domain/mail/mail-samples";

export function listMailKinds(): MailPreviewKind[] {
  return MAIL_KIND_NAMES.map((kind) => ({ kind, title: MAIL_KINDS[kind].title }));
}

export async function previewMail(kind: MailKindName, origin: string): Promise<MailPreview> {
  const rendered = await renderMail(sampleTemplate(kind, origin), { preview: true });
  return { kind, title: MAIL_KINDS[kind].title, ...rendered };
}
