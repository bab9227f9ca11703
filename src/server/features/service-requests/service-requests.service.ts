// A customer's service requests (extensions §7): asked for one of their own units (anyone else's is
// a 404), numbered RMA-YYYY-NNNNN without gaps, one open request per unit and type, a return only
// within RETURN_WINDOW_DAYS of the unit's shipment on the customer's own order.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import {
  isOpenServiceStatus,
  SERVICE_STATUS_LABEL,
  SERVICE_TYPE_LABEL,
  type ServiceRequest,
  type ServiceRequestDetail,
  type serviceRequestInput,
} from "../../../shared/contracts/service-requests";
import { shopToday } from "../../../shared/shop-time";
import type { Db, DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { serviceRequestCounters, serviceRequests } from "../../db/schema/service";
import { units } from "../../db/schema/units";
import { isUniqueViolation } from "../../domain/accounts/credentials";
import { mayMail } from "../../domain/mail/mail-cap";
import { enqueueMail, type OutboxWorker } from "../../domain/mail/mail-outbox";
import { loadServiceRequests, serviceEventRows, toServiceEventDto, toServiceRequestDto } from "../../domain/service-requests/service-dto";
import { serviceStepMail } from "../../domain/service-requests/service-mail";
import { recordRequested, returnBlocker, type ServiceRequestRow } from "../../domain/service-requests/service-rules";
import { conflict, notFound } from "../../lib/errors";
import { renderRmaPdf } from "./rma-pdf";
import { serviceContact } from "./service-contact";

export const REQUEST_NOT_FOUND = "Service request not found";

export interface CustomerServiceContext {
  db: Db;
  mailWorker: Pick<OutboxWorker, "kick">;
  log: FastifyBaseLogger;
  origin: string;
  returnWindowDays: number;
}

/** The next RMA number of this year (the counter row is updated in the caller's transaction: no gaps, no repeats). */
async function nextRmaNumber(tx: DbOrTx): Promise<string> {
  const year = Number(shopToday().slice(0, 4));
  const [counter] = await tx
    .insert(serviceRequestCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: serviceRequestCounters.year, set: { last: sql`${serviceRequestCounters.last} + 1` } })
    .returning();
  return `RMA-${counter!.year}-${String(counter!.last).padStart(5, "0")}`;
}

/** The unit's open request of this type, said as the 409's message. */
async function openRequestBlocker(db: DbOrTx, unitId: number, type: ServiceRequestRow["type"]): Promise<string | null> {
  const rows = await db
    .select({ number: serviceRequests.number, status: serviceRequests.status })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.unitId, unitId), eq(serviceRequests.type, type)));
  const open = rows.find((row) => isOpenServiceStatus(row.status));
  if (!open) return null;
  return `This instrument already has an open ${SERVICE_TYPE_LABEL[type].toLowerCase()} request: ${open.number} (${SERVICE_STATUS_LABEL[open.status].toLowerCase()}).`;
}

/** POST /api/user/service-requests. */
export async function createServiceRequest(
  ctx: CustomerServiceContext,
  userId: number,
  input: z.output<typeof serviceRequestInput>,
): Promise<ServiceRequest> {
  const [unit] = await ctx.db
    .select()
    .from(units)
    .where(and(eq(units.id, input.unitId), eq(units.ownerId, userId)));
  if (!unit) throw notFound("Unit not found");
  if (input.type === "return") {
    const [order] = unit.orderId
      ? await ctx.db
          .select({ userId: orders.userId, status: orders.status, paymentMethod: orders.paymentMethod })
          .from(orders)
          .where(eq(orders.id, unit.orderId))
      : [];
    const blocker = returnBlocker(unit, order ?? null, userId, ctx.returnWindowDays);
    if (blocker) throw conflict(blocker);
  }
  const open = await openRequestBlocker(ctx.db, unit.id, input.type);
  if (open) throw conflict(open);

  const contact = await serviceContact(ctx.db, userId, unit.orderId);
  // A request is something anyone with an account can make: its confirmation is capped like other such mail (decision 0053).
  const mailIt =
    contact.email !== null && (await mayMail(ctx.db, ctx.log, { kind: "service request", to: contact.email, accountId: userId }));
  let row: ServiceRequestRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(serviceRequests)
        .values({ number: await nextRmaNumber(tx), unitId: unit.id, userId, type: input.type, description: input.description })
        .returning();
      await recordRequested(tx, inserted!);
      if (mailIt && contact.email) {
        const request = { number: inserted!.number, type: inserted!.type, unit };
        await enqueueMail(
          tx,
          serviceStepMail({ address: contact.email, greeting: contact.name }, request, "requested", { note: null }, ctx.origin),
        );
      }
      return inserted!;
    });
  } catch (error) {
    // Two requests at once for one unit and type: the open-request index lets one in.
    if (isUniqueViolation(error))
      throw conflict(
        (await openRequestBlocker(ctx.db, unit.id, input.type)) ?? "This instrument already has an open request of this type.",
      );
    throw error;
  }
  if (mailIt) ctx.mailWorker.kick();
  return toServiceRequestDto({ request: row, unit, quote: null, refund: null });
}

/** GET /api/user/service-requests: the customer's own, newest first. */
export async function listOwnServiceRequests(db: DbOrTx, userId: number): Promise<ServiceRequest[]> {
  return (await loadServiceRequests(db, eq(serviceRequests.userId, userId))).map(toServiceRequestDto);
}

async function ownRecord(db: DbOrTx, userId: number, id: number) {
  const [record] = await loadServiceRequests(db, and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)), 1);
  if (!record) throw notFound(REQUEST_NOT_FOUND);
  return record;
}

/** GET /api/user/service-requests/{id}: the customer's own, with its history. */
export async function getOwnServiceRequest(db: DbOrTx, userId: number, id: number): Promise<ServiceRequestDetail> {
  const record = await ownRecord(db, userId, id);
  return { ...toServiceRequestDto(record), events: (await serviceEventRows(db, id)).map(toServiceEventDto) };
}

/** When the request was approved (the RMA form's date); null while it was not. */
export async function approvedAt(db: DbOrTx, id: number): Promise<Date | null> {
  const events = await serviceEventRows(db, id);
  return events.find((event) => event.toStatus === "approved")?.at ?? null;
}

/** GET /api/user/service-requests/{id}/rma.pdf: only once approved (and on, not rejected): 409 before. */
export async function ownRmaPdf(db: DbOrTx, userId: number, id: number): Promise<{ filename: string; bytes: Buffer }> {
  const record = await ownRecord(db, userId, id);
  const at = await approvedAt(db, id);
  if (!at || record.request.status === "rejected")
    throw conflict(
      record.request.status === "rejected"
        ? `${record.request.number} was not approved: there is no RMA form to send with an instrument.`
        : `${record.request.number} is not approved yet: its RMA form comes with the approval.`,
    );
  const contact = await serviceContact(db, userId, record.unit.orderId);
  return { filename: `${record.request.number}.pdf`, bytes: await renderRmaPdf({ record, contact, approvedAt: at }) };
}
