// Links in the mails to an instrument's owner (extensions §7); the mails' words are in
// domain/mail/templates/instrument-mails.ts and service-step-mail.ts.
export { longDay } from "../mail/templates/instrument-mails";

/** The customer's "My Instruments" page: their units, certificates and calibration dates. */
export const instrumentsPageUrl = (origin: string) => `${origin}/account/instruments`;

/** My Instruments with the service request form open for one unit, the type chosen (the reminder's "ask for a recalibration"). */
export const serviceFormUrl = (origin: string, unitId: number, type: "repair" | "calibration" | "return") =>
  `${instrumentsPageUrl(origin)}?service=${unitId}&type=${type}`;
