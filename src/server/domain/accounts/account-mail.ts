// The account links' mails (extensions §3); their words are in domain/mail/templates/account-mails.ts.
import type { Mail } from "../mail/mail-kinds";

export const verificationMail = (to: string, username: string, link: string): Mail => ({
  to,
  template: { kind: "email-verification", props: { username, email: to, link } },
});

export const passwordResetMail = (to: string, username: string, link: string): Mail => ({
  to,
  template: { kind: "password-reset", props: { username, link } },
});

export const staffInviteMail = (to: string, name: string, role: string, link: string): Mail => ({
  to,
  template: { kind: "staff-invite", props: { name, role, link } },
});
