// The mail of each step of a service request (extensions §7): what happened, what the customer does
// next, and a link to My Instruments, where the request, its RMA form and its quote are.
import { createElement as h } from "react";
import { SERVICE_TYPE_LABEL, type ServiceRequestStatus, type ServiceRequestType } from "../../../../shared/contracts/service-requests";
import { formatPrice } from "../../../../shared/money";
import { SHOP } from "../../../../shared/shop-identity";
import { Letter, type Paragraph } from "./letter";

export interface ServiceStepProps {
  name: string;
  request: { number: string; type: ServiceRequestType; unit: { productName: string; serial: string } };
  status: ServiceRequestStatus;
  note: string | null;
  /** Approved: free under warranty, or a quote to order. */
  free?: boolean | undefined;
  quote?: { number: string; total: string; validUntil: string } | undefined;
  /** Received return: what went back to the card, or why nothing did. */
  refund?: { amount: string; lastFour: string | null } | { none: string } | undefined;
  /** My Instruments. */
  pageUrl: string;
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

export const serviceStepSubject = (p: ServiceStepProps) => `${p.request.number}: ${SUBJECT[p.status]} - ${SHOP.name}`;

function body(p: ServiceStepProps): Paragraph[] {
  const { request } = p;
  const what = `${SERVICE_TYPE_LABEL[request.type].toLowerCase()} of your ${request.unit.productName} (serial number ${request.unit.serial})`;
  switch (p.status) {
    case "requested":
      return [
        { text: `Thank you: your request ${request.number} for the ${what} is with us.` },
        { text: "We will look at it and write to you when it is approved, with the RMA form to put in the box." },
      ];
    case "approved": {
      const paragraphs: Paragraph[] = [{ text: `Your request ${request.number} for the ${what} is approved.` }];
      if (request.type === "return")
        paragraphs.push({ text: "Once the instrument arrives, we refund its price with its share of the tax to your card." });
      else if (p.free) paragraphs.push({ text: "The instrument is under warranty: the repair is free of charge." });
      else if (p.quote)
        paragraphs.push({
          text: `The price is ${formatPrice(p.quote.total)} including tax and return shipping: quote ${p.quote.number} is attached. Order it from your account by card or, with Net 30 terms, on invoice (valid until ${p.quote.validUntil}).`,
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
      if (p.refund && "amount" in p.refund)
        paragraphs.push({
          text: `We have refunded ${formatPrice(p.refund.amount)} to your card${p.refund.lastFour ? ` ending ${p.refund.lastFour}` : ""}. Depending on your bank it can take 3 to 10 business days to show.`,
        });
      else if (p.refund) paragraphs.push({ text: p.refund.none });
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

export function ServiceStepMail(p: ServiceStepProps & { preheader: string }) {
  const paragraphs = body(p);
  if (p.note) paragraphs.push({ text: `${p.status === "rejected" ? "Reason" : "Note from our service team"}: ${p.note}` });
  paragraphs.push({ text: "Your instruments and their service requests:", link: p.pageUrl });
  paragraphs.push({ text: "Questions? Reply to this e-mail and quote the serial number." });
  return h(Letter, { preheader: p.preheader, name: p.name, paragraphs });
}
