// What every step of a service request does besides its status (extensions §7): the activity line
// and the customer's mail, in the step's own transaction.
import type { MailMessage } from "../../adapters/mail/mailer";
import type { DbOrTx } from "../../db/client";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { enqueueMail } from "../../domain/mail/mail-outbox";
import type { OrderChangeContext } from "../../domain/orders/order-change";
import type { ServiceRequestRecord } from "../../domain/service-requests/service-dto";
import { serviceStepMail, type ServiceMailDetails } from "../../domain/service-requests/service-mail";
import type { ServiceRequestRow } from "../../domain/service-requests/service-rules";
import { serviceContact } from "./service-contact";

/** A step's change: the database, and the order's gateway and mail for a return's refund. */
export type ServiceChangeContext = OrderChangeContext;

/** The step's mail to the customer, when an address is known (else the step goes on unmailed). */
export async function queueStepMail(
  tx: DbOrTx,
  record: ServiceRequestRecord,
  to: ServiceRequestRow["status"],
  details: ServiceMailDetails,
  origin: string,
  attachments?: MailMessage["attachments"],
): Promise<boolean> {
  const contact = await serviceContact(tx, record.request.userId, record.unit.orderId);
  if (!contact.email) return false;
  const request = { number: record.request.number, type: record.request.type, unit: record.unit };
  await enqueueMail(tx, serviceStepMail({ address: contact.email, greeting: contact.name }, request, to, details, origin, attachments));
  return true;
}

/** The activity line of a step. */
export async function recordStep(
  tx: DbOrTx,
  actor: Actor,
  before: ServiceRequestRow,
  after: ServiceRequestRow,
  summary: string,
): Promise<void> {
  await recordActivity(tx, actor, {
    action: `service_request.${after.status}`,
    entityType: "service_request",
    entityId: after.number,
    summary,
    changes: {
      status: { from: before.status, to: after.status },
      ...(after.price !== before.price ? { price: { from: before.price, to: after.price } } : {}),
      ...(after.quoteId !== before.quoteId ? { quoteId: { from: before.quoteId, to: after.quoteId } } : {}),
      ...(after.refundId !== before.refundId ? { refundId: { from: before.refundId, to: after.refundId } } : {}),
    },
  });
}
