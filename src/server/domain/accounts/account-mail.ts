import type { MailMessage } from "../../adapters/mail/mailer";
import { SHOP } from "../../../shared/shop-identity";
import { escapeHtml } from "../../lib/html";

const SHOP_NAME = SHOP.name;

interface LinkMail {
  to: string;
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  action: string;
  link: string;
  /** Paragraphs after the link. */
  outro: string[];
}

/** A message with one link, as plain text and as HTML. */
function linkMail(mail: LinkMail): MailMessage {
  const text = [...mail.intro, `${mail.action}:\n${mail.link}`, ...mail.outro, SHOP_NAME].join("\n\n");
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
${paragraphs(mail.intro)}
<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; background: #1d4ed8; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none">${escapeHtml(mail.action)}</a></p>
<p style="font-size: 13px; color: #475569">Or paste this address into your browser: ${escapeHtml(mail.link)}</p>
${paragraphs(mail.outro)}
<p>${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

export function verificationMail(to: string, username: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Confirm your e-mail address - ${SHOP_NAME}`,
    intro: [`Hello ${username},`, `please confirm that ${to} is the e-mail address of your ${SHOP_NAME} account.`],
    action: "Confirm e-mail address",
    link,
    outro: ["The link works once, for 24 hours. If you did not ask for it, ignore this message: nothing changes."],
  });
}

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Reset your password - ${SHOP_NAME}`,
    intro: [`Hello ${username},`, "someone (hopefully you) asked to reset the password of your account."],
    action: "Choose a new password",
    link,
    outro: [
      "The link works once, for 60 minutes. Setting a new password signs the account out everywhere.",
      "If you did not ask for it, ignore this message: your password stays as it is.",
    ],
  });
}

export function staffInviteMail(to: string, name: string, role: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Your ${SHOP_NAME} staff account`,
    intro: [`Hello ${name},`, `you have been given a ${role} account for the ${SHOP_NAME} admin panel.`],
    action: "Set your password",
    link,
    outro: ["The link works once, for 72 hours. Then sign in to the admin panel with this e-mail address and your password."],
  });
}
