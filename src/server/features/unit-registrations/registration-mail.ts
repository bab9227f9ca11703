import type { MailMessage } from "../../adapters/mail/mailer";
import type { unitRegistrations } from "../../db/schema/units";
import { instrumentsPageUrl, longDay, ownerMail } from "../../domain/units/unit-mail";
import type { HandedOverUnit } from "./unit-hand-over";

type Registration = Pick<typeof unitRegistrations.$inferSelect, "serial" | "productName" | "purchasedFrom" | "purchasedOn" | "reason">;

/** The staff's answer to a registration: the unit is now in the account (with its warranty), or why not. */
export function registrationDecisionMail(
  registration: Registration,
  to: string,
  username: string,
  unit: HandedOverUnit | null,
  origin: string,
): MailMessage {
  const label = `${registration.productName} (serial number ${registration.serial})`;
  const bought = `bought from ${registration.purchasedFrom} on ${longDay(registration.purchasedOn)}`;
  if (unit) {
    return ownerMail(to, username, `Your ${registration.productName} is registered`, [
      { text: `We have registered your ${label}, ${bought}, to your account.` },
      ...(unit.warrantyEndsOn ? [{ text: `Its warranty runs until ${longDay(unit.warrantyEndsOn)}.` }] : []),
      {
        text: "Its calibration certificates, calibration dates and factor files are under My Instruments:",
        link: instrumentsPageUrl(origin),
      },
      ...(registration.reason ? [{ text: `Note from our staff: ${registration.reason}` }] : []),
    ]);
  }
  return ownerMail(to, username, `We could not register your ${registration.productName}`, [
    { text: `We could not register your ${label}, ${bought}, to your account.` },
    ...(registration.reason ? [{ text: `Reason: ${registration.reason}` }] : []),
    { text: "If you think this is a mistake, reply to this e-mail with a copy of the distributor's invoice." },
  ]);
}
