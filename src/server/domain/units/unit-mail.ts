// Mails to an instrument's owner (extensions §7): a registration decided, a calibration coming due.
// Built here and queued by the caller with enqueueMail in the transaction of the change they report.
import type { MailMessage } from "../../adapters/mail/mailer";
import { letter, type Paragraph } from "../mail/letter";

/** The customer's "My Instruments" page: their units, certificates and calibration dates. */
export const instrumentsPageUrl = (origin: string) => `${origin}/account/instruments`;

/** My Instruments with the service request form open for one unit, the type chosen (the reminder's "ask for a recalibration"). */
export const serviceFormUrl = (origin: string, unitId: number, type: "repair" | "calibration" | "return") =>
  `${instrumentsPageUrl(origin)}?service=${unitId}&type=${type}`;

const LONG_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** "March 5, 2027": a calendar day (YYYY-MM-DD) as a person reads it, never shifted by a time zone. */
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/** A letter to an instrument's owner, closed by where to ask about it. */
export function ownerMail(to: string, greeting: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  return letter(to, greeting, subject, [...paragraphs, { text: "Questions? Reply to this e-mail and quote the serial number." }]);
}
