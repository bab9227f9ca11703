// Every kind of e-mail the shop sends (extensions §10, decision 0081): its title (Admin › Settings'
// previews), its subject and its template. A mail is queued as its kind and JSON props and
// rendered to HTML with a plain-text part by the outbox worker (mail-render.ts).
import type { ReactElement } from "react";
import type { MailAttachment } from "../../adapters/mail/mailer";
import * as account from "./templates/account-mails";
import * as stock from "./templates/back-in-stock-mail";
import * as contact from "./templates/contact-message-mail";
import * as instruments from "./templates/instrument-mails";
import * as placed from "./templates/order-confirmation-mails";
import * as lifecycle from "./templates/order-lifecycle-mails";
import * as quote from "./templates/quote-mail";
import * as service from "./templates/service-step-mail";

interface MailKind<P> {
  /** What the owner picks in the previews. */
  title: string;
  subject: (props: P) => string;
  /** A short line after the subject in mail programs. */
  preheader: (props: P) => string;
  template: (props: P & { preheader: string }) => ReactElement;
}

const kind = <P>(definition: MailKind<P>) => definition;

export const MAIL_KINDS = {
  "order-confirmation": kind<placed.OrderConfirmationProps>({
    title: "Order confirmation (to the customer)",
    subject: placed.orderConfirmationSubject,
    preheader: (p) => `Order #${p.order.orderNumber}: ${p.order.lines.length} line${p.order.lines.length === 1 ? "" : "s"}`,
    template: placed.OrderConfirmationMail,
  }),
  "order-notice": kind<placed.OrderNoticeProps>({
    title: "New order (to the shop)",
    subject: placed.orderNoticeSubject,
    preheader: (p) => `Order #${p.order.orderNumber} from ${p.customer.name}`,
    template: placed.OrderNoticeMail,
  }),
  "order-shipped": kind<lifecycle.ShippedProps>({
    title: "Order shipped",
    subject: lifecycle.shippedSubject,
    preheader: (p) => `Tracking number ${p.trackingNumber} (${p.carrier})`,
    template: lifecycle.ShippedMail,
  }),
  "order-cancelled": kind<lifecycle.CancelledProps>({
    title: "Order cancelled",
    subject: lifecycle.cancelledSubject,
    preheader: (p) => `Order #${p.orderNumber} has been cancelled`,
    template: lifecycle.CancelledMail,
  }),
  "order-refunded": kind<lifecycle.RefundedProps>({
    title: "Refund",
    subject: lifecycle.refundedSubject,
    preheader: (p) => `A refund for order #${p.orderNumber}`,
    template: lifecycle.RefundedMail,
  }),
  quote: kind<quote.QuoteProps>({
    title: "Quote (with its PDF)",
    subject: quote.quoteSubject,
    preheader: (p) => `Quote ${p.number}, valid until ${p.validUntil}`,
    template: quote.QuoteMail,
  }),
  "service-step": kind<service.ServiceStepProps>({
    title: "Service request step",
    subject: service.serviceStepSubject,
    preheader: (p) => `Service request ${p.request.number}`,
    template: service.ServiceStepMail,
  }),
  "unit-registration": kind<instruments.UnitRegistrationProps>({
    title: "Instrument registration decided",
    subject: instruments.unitRegistrationSubject,
    preheader: (p) => `${p.productName}, serial number ${p.serial}`,
    template: instruments.UnitRegistrationMail,
  }),
  "calibration-reminder": kind<instruments.CalibrationReminderProps>({
    title: "Calibration reminder",
    subject: instruments.calibrationReminderSubject,
    preheader: (p) => `${p.productName}, serial number ${p.serial}`,
    template: instruments.CalibrationReminderMail,
  }),
  "back-in-stock": kind<stock.BackInStockProps>({
    title: "Back in stock",
    subject: stock.backInStockSubject,
    preheader: (p) => `${p.productName} is back in stock`,
    template: stock.BackInStockMail,
  }),
  "email-verification": kind<account.VerificationProps>({
    title: "Confirm an e-mail address",
    subject: account.verificationSubject,
    preheader: () => "Confirm the e-mail address of your account",
    template: account.VerificationMail,
  }),
  "password-reset": kind<account.PasswordResetProps>({
    title: "Password reset",
    subject: account.passwordResetSubject,
    preheader: () => "A link to choose a new password",
    template: account.PasswordResetMail,
  }),
  "staff-invite": kind<account.StaffInviteProps>({
    title: "Staff invitation",
    subject: account.staffInviteSubject,
    preheader: () => "Set the password of your staff account",
    template: account.StaffInviteMail,
  }),
  "contact-message": kind<contact.ContactMessageProps>({
    title: "Contact form message (to the shop)",
    subject: contact.contactMessageSubject,
    preheader: (p) => `From ${p.name} <${p.email}>`,
    template: contact.ContactMessageMail,
  }),
};

export type MailKindName = keyof typeof MAIL_KINDS;
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKindName[];

type PropsOf<K extends MailKindName> = (typeof MAIL_KINDS)[K] extends MailKind<infer P> ? P : never;

/** One mail's template: its kind and its props (JSON, queued in the outbox). */
export type MailTemplate = { [K in MailKindName]: { kind: K; props: PropsOf<K> } }[MailKindName];

/** A mail to queue: who gets it and what it says (rendered when it is sent). */
export interface Mail {
  to: string;
  replyTo?: string | undefined;
  /** Files sent with the message (a quote's PDF). */
  attachments?: MailAttachment[] | undefined;
  template: MailTemplate;
}

export const isMailKind = (name: string): name is MailKindName => Object.hasOwn(MAIL_KINDS, name);

/** The subject (no React: it is stored with the queued row, for the owner's list of failed mails). */
export function subjectOf(template: MailTemplate): string {
  const definition = MAIL_KINDS[template.kind] as MailKind<unknown>;
  return definition.subject(template.props);
}
