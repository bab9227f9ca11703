// The account links (extensions §3): confirm an e-mail address, reset a password, a new staff
// member's first password. One button each; the text part carries the address after its label.
import { createElement as h } from "react";
import { SHOP } from "../../../../shared/shop-identity";
import { Action, MailLayout, Para } from "./mail-layout";

function LinkMail(p: { preheader: string; greeting: string; intro: string[]; action: string; link: string; outro: string[] }) {
  return h(
    MailLayout,
    { preheader: p.preheader, greeting: p.greeting },
    p.intro.map((line, i) => h(Para, { key: i }, line)),
    h(Action, { label: p.action, href: p.link }),
    p.outro.map((line, i) => h(Para, { key: `o${i}` }, line)),
  );
}

export interface VerificationProps {
  username: string;
  email: string;
  link: string;
}

export const verificationSubject = () => `Confirm your e-mail address - ${SHOP.name}`;

export const VerificationMail = (p: VerificationProps & { preheader: string }) =>
  h(LinkMail, {
    preheader: p.preheader,
    greeting: `Hello ${p.username},`,
    intro: [`please confirm that ${p.email} is the e-mail address of your ${SHOP.name} account.`],
    action: "Confirm e-mail address",
    link: p.link,
    outro: ["The link works once, for 24 hours. If you did not ask for it, ignore this message: nothing changes."],
  });

export interface PasswordResetProps {
  username: string;
  link: string;
}

export const passwordResetSubject = () => `Reset your password - ${SHOP.name}`;

export const PasswordResetMail = (p: PasswordResetProps & { preheader: string }) =>
  h(LinkMail, {
    preheader: p.preheader,
    greeting: `Hello ${p.username},`,
    intro: ["someone (hopefully you) asked to reset the password of your account."],
    action: "Choose a new password",
    link: p.link,
    outro: [
      "The link works once, for 60 minutes. Setting a new password signs the account out everywhere.",
      "If you did not ask for it, ignore this message: your password stays as it is.",
    ],
  });

export interface StaffInviteProps {
  name: string;
  role: string;
  link: string;
}

export const staffInviteSubject = () => `Your ${SHOP.name} staff account`;

export const StaffInviteMail = (p: StaffInviteProps & { preheader: string }) =>
  h(LinkMail, {
    preheader: p.preheader,
    greeting: `Hello ${p.name},`,
    intro: [`you have been given a ${p.role} account for the ${SHOP.name} admin panel.`],
    action: "Set your password",
    link: p.link,
    outro: ["The link works once, for 72 hours. Then sign in to the admin panel with this e-mail address and your password."],
  });
