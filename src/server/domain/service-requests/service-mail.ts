// The mails of a service request's steps (extensions §7): built here, queued by the step's own
// transaction with enqueueMail. Their words are in domain/mail/templates/service-step-mail.ts.
import type { ServiceRequestStatus, ServiceRequestType } from "../../../shared/contracts/service-requests";
import type { MailAttachment } from "../../adapters/mail/mailer";
import type { Mail } from "../mail/mail-kinds";
import { instrumentsPageUrl } from "../units/unit-mail";

export interface ServiceMailRequest {
  number: string;
  type: ServiceRequestType;
  unit: { productName: string; serial: string };
}

/** What the step brought with it, for its mail. */
export interface ServiceMailDetails {
  note: string | null;
  /** Approved: free under warranty, or a quote to order. */
  free?: boolean;
  quote?: { number: string; total: string; validUntil: string };
  /** Received return: what went back to the card, or why nothing did. */
  refund?: { amount: string; lastFour: string | null } | { none: string };
}

/** The mail of one step to the customer. */
export function serviceStepMail(
  to: { address: string; greeting: string },
  request: ServiceMailRequest,
  status: ServiceRequestStatus,
  details: ServiceMailDetails,
  origin: string,
  attachments?: MailAttachment[],
): Mail {
  const { number, type, unit } = request;
  return {
    to: to.address,
    template: {
      kind: "service-step",
      props: {
        name: to.greeting,
        request: { number, type, unit: { productName: unit.productName, serial: unit.serial } },
        status,
        note: details.note,
        ...(details.free !== undefined ? { free: details.free } : {}),
        ...(details.quote ? { quote: details.quote } : {}),
        ...(details.refund ? { refund: details.refund } : {}),
        pageUrl: instrumentsPageUrl(origin),
      },
    },
    ...(attachments ? { attachments } : {}),
  };
}
