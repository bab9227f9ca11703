// The mails of a service request's steps (extensions §7): built here, queued by the step's own
// transaction with enqueueMail. Each says what happened, what the customer does next, and links to
// My Instruments, where the request, its RMA form and its quote are.
import { SERVICE_TYPE_LABEL, type ServiceRequestStatus, type ServiceRequestType } from "../../../shared/contracts/service-requests";
import { formatPrice } from "../../../shared/money";
import type { MailMessage } from "../../adapters/mail/mailer";
import type { Paragraph } from "../mail/letter";
import { instrumentsPageUrl, ownerMail } from "../units/unit-mail";

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

const SUBJECT: Record<ServiceRequestStatus, string> = {
  requested: "received your request",
  approved: "approved",
  rejected: "not approved",
  received: "your instrument has arrived",
  in_service: "in service",
  shipped_back: "on its way back",
  closed: "closed",
};

function body(request: ServiceMailRequest, to: ServiceRequestStatus, details: ServiceMailDetails): Paragraph[] {
  const what = `${SERVICE_TYPE_LABEL[request.type].toLowerCase()} of your ${request.unit.productName} (serial number ${request.unit.serial})`;
  switch (to) {
    case "requested":
      return [
        { text: `Thank you: your request ${request.number} for the ${what} is with us.` },
        { text: "We will look at it and write to you when it is approved, with the RMA form to put in the box." },
      ];
    case "approved": {
      const paragraphs: Paragraph[] = [{ text: `Your request ${request.number} for the ${what} is approved.` }];
      if (request.type === "return")
        paragraphs.push({ text: "Once the instrument arrives, we refund its price with its share of the tax to your card." });
      else if (details.free) paragraphs.push({ text: "The instrument is under warranty: the repair is free of charge." });
      else if (details.quote)
        paragraphs.push({
          text: `The price is ${formatPrice(details.quote.total)} including tax and return shipping: quote ${details.quote.number} is attached. Order it from your account by card or, with Net 30 terms, on invoice (valid until ${details.quote.validUntil}).`,
        });
      paragraphs.push({
        text: `The RMA form is attached (and in My Instruments): print it, put it in the box with the instrument, and send the parcel to the address on the form with ${request.number} written on it.`,
      });
      return paragraphs;
    }
    case "rejected":
      return [{ text: `We are sorry: we cannot accept your request ${request.number} for the ${what}.` }];
    case "received": {
      const paragraphs: Paragraph[] = [
        { text: `Your ${request.unit.productName} (serial number ${request.unit.serial}) has arrived for ${request.number}.` },
      ];
      if (details.refund && "amount" in details.refund)
        paragraphs.push({
          text: `We have refunded ${formatPrice(details.refund.amount)} to your card${details.refund.lastFour ? ` ending ${details.refund.lastFour}` : ""}. Depending on your bank it can take 3 to 10 business days to show.`,
        });
      else if (details.refund) paragraphs.push({ text: details.refund.none });
      else paragraphs.push({ text: "We will write again when the work begins." });
      return paragraphs;
    }
    case "in_service":
      return [{ text: `Our lab has begun the ${what} (${request.number}).` }];
    case "shipped_back":
      return [{ text: `The ${what} is done: your instrument is on its way back to you (${request.number}).` }];
    case "closed":
      return [{ text: `Your request ${request.number} is closed. Thank you for trusting us with your instrument.` }];
  }
}

/** The mail of one step to the customer. */
export function serviceStepMail(
  to: { address: string; greeting: string },
  request: ServiceMailRequest,
  status: ServiceRequestStatus,
  details: ServiceMailDetails,
  origin: string,
  attachments?: MailMessage["attachments"],
): MailMessage {
  const page = instrumentsPageUrl(origin);
  const paragraphs = body(request, status, details);
  if (details.note) paragraphs.push({ text: `${status === "rejected" ? "Reason" : "Note from our service team"}: ${details.note}` });
  paragraphs.push({ text: "Your instruments and their service requests:", link: page });
  const message = ownerMail(to.address, to.greeting, `${request.number}: ${SUBJECT[status]}`, paragraphs);
  return attachments ? { ...message, attachments } : message;
}
