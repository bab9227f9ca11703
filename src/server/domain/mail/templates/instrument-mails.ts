// Mails to an instrument's owner (extensions §7): a registration decided, a calibration coming due.
import { createElement as h } from "react";
import { SHOP } from "../../../../shared/shop-identity";
import { Letter, type Paragraph } from "./letter";

const LONG_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** "March 5, 2027": a calendar day (YYYY-MM-DD) as a person reads it, never shifted by a time zone. */
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

const ASK: Paragraph = { text: "Questions? Reply to this e-mail and quote the serial number." };

export interface UnitRegistrationProps {
  username: string;
  productName: string;
  serial: string;
  purchasedFrom: string;
  /** YYYY-MM-DD */
  purchasedOn: string;
  /** The staff's note (accepted) or reason (declined). */
  reason: string | null;
  accepted: boolean;
  /** YYYY-MM-DD; accepted units with a warranty. */
  warrantyEndsOn: string | null;
  /** My Instruments. */
  pageUrl: string;
}

export const unitRegistrationSubject = (p: UnitRegistrationProps) =>
  `${p.accepted ? `Your ${p.productName} is registered` : `We could not register your ${p.productName}`} - ${SHOP.name}`;

export function UnitRegistrationMail(p: UnitRegistrationProps & { preheader: string }) {
  const label = `${p.productName} (serial number ${p.serial})`;
  const bought = `bought from ${p.purchasedFrom} on ${longDay(p.purchasedOn)}`;
  const paragraphs: Paragraph[] = p.accepted
    ? [
        { text: `We have registered your ${label}, ${bought}, to your account.` },
        ...(p.warrantyEndsOn ? [{ text: `Its warranty runs until ${longDay(p.warrantyEndsOn)}.` }] : []),
        { text: "Its calibration certificates, calibration dates and factor files are under My Instruments:", link: p.pageUrl },
        ...(p.reason ? [{ text: `Note from our staff: ${p.reason}` }] : []),
      ]
    : [
        { text: `We could not register your ${label}, ${bought}, to your account.` },
        ...(p.reason ? [{ text: `Reason: ${p.reason}` }] : []),
        { text: "If you think this is a mistake, reply to this e-mail with a copy of the distributor's invoice." },
      ];
  return h(Letter, { preheader: p.preheader, name: p.username, paragraphs: [...paragraphs, ASK] });
}

export interface CalibrationReminderProps {
  username: string;
  productName: string;
  serial: string;
  /** YYYY-MM-DD */
  dueOn: string;
  overdue: boolean;
  /** The service request form, calibration chosen. */
  requestUrl: string;
}

export const calibrationReminderSubject = (p: CalibrationReminderProps) =>
  `${p.overdue ? "Calibration overdue" : `Calibration due ${longDay(p.dueOn)}`}: ${p.productName} ${p.serial} - ${SHOP.name}`;

export function CalibrationReminderMail(p: CalibrationReminderProps & { preheader: string }) {
  const label = `${p.productName} (serial number ${p.serial})`;
  const paragraphs: Paragraph[] = [
    {
      text: p.overdue
        ? `The calibration of your ${label} was due on ${longDay(p.dueOn)}.`
        : `The calibration of your ${label} is due on ${longDay(p.dueOn)}.`,
    },
    {
      text: "A calibrated instrument keeps your measurements traceable and your audits simple. Ask us for a recalibration here:",
      link: p.requestUrl,
    },
    { text: "Already calibrated elsewhere? Reply with the new certificate and we will file it with the unit." },
    ASK,
  ];
  return h(Letter, { preheader: p.preheader, name: p.username, paragraphs });
}
