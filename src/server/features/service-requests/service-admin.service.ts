// Admin › Service (extensions §7): the queue by status, one request with its unit, customer and
// history, and its next step: approve (free under warranty, or priced as a quote), reject, receive
// (a return is refunded and restocked then), in service, shipped back, close. Every step writes its
// event, the activity log and the customer's mail in one transaction.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  SERVICE_STATUS_LABEL,
  type AdminServiceRequest,
  type AdminServiceRequestDetail,
  type serviceRequestsQuery,
  type serviceRequestUpdate,
} from "../../../shared/contracts/service-requests";
import type { DbOrTx } from "../../db/client";
import { serviceRequests } from "../../db/schema/service";
import type { Actor } from "../../domain/activity/record-activity";
import { actorName } from "../../domain/orders/order-change";
import {
  loadServiceRequests,
  serviceEventRows,
  toAdminServiceEventDto,
  toAdminServiceRequestDto,
  type ServiceRequestRecord,
} from "../../domain/service-requests/service-dto";
import { stepServiceRequest, transitionBlocker, underWarranty } from "../../domain/service-requests/service-rules";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { approveServiceRequest } from "./service-approval";
import { receiveReturn } from "./service-return";
import { REQUEST_NOT_FOUND } from "./service-requests.service";
import { queueStepMail, recordStep, type ServiceChangeContext } from "./service-steps";

type Update = z.output<typeof serviceRequestUpdate>;

export const WARRANTY_FREE = (until: string) =>
  `This repair is under warranty (until ${until}): it is free, so it takes no price. Approve it without one.`;

/** GET /api/admin/service-requests?status=: the queue, newest first. */
export async function listServiceRequests(db: DbOrTx, query: z.output<typeof serviceRequestsQuery>): Promise<AdminServiceRequest[]> {
  const records = await loadServiceRequests(db, query.status ? eq(serviceRequests.status, query.status) : undefined);
  return records.map(toAdminServiceRequestDto);
}

export async function serviceRecord(db: DbOrTx, id: number): Promise<ServiceRequestRecord> {
  const [record] = await loadServiceRequests(db, eq(serviceRequests.id, id), 1);
  if (!record) throw notFound(REQUEST_NOT_FOUND);
  return record;
}

/** GET /api/admin/service-requests/{id}. */
export async function getServiceRequest(db: DbOrTx, id: number): Promise<AdminServiceRequestDetail> {
  const record = await serviceRecord(db, id);
  const { unit } = record;
  return {
    ...toAdminServiceRequestDto(record),
    unit: {
      id: unit.id,
      serial: unit.serial,
      productId: unit.productId,
      productName: unit.productName,
      orderId: unit.orderId,
      shippedAt: unit.shippedAt ? unit.shippedAt.toISOString() : null,
      warrantyEndsOn: unit.warrantyEndsOn,
      calibrationDueOn: unit.calibrationDueOn,
    },
    underWarranty: underWarranty(unit),
    events: (await serviceEventRows(db, id)).map(toAdminServiceEventDto),
  };
}

/** The price rules of a step (400/409) before anything is written. */
function checkPrice(record: ServiceRequestRecord, input: Update): void {
  if (input.price === undefined) return;
  const { request, unit } = record;
  if (input.status !== "approved") throw badRequest("price: only approving a repair or a calibration takes a price");
  if (request.type === "return") throw badRequest("price: a return takes no price (its refund is the unit's own price and tax)");
  if (request.type === "repair" && underWarranty(unit)) throw conflict(WARRANTY_FREE(unit.warrantyEndsOn!));
}

/** PUT /api/admin/service-requests/{id}: one step of the request. */
export async function updateServiceRequest(
  ctx: ServiceChangeContext,
  id: number,
  input: Update,
  actor: Actor & { role: string; permissions?: readonly string[] | null },
) {
  const record = await serviceRecord(ctx.database.db, id);
  const blocker = transitionBlocker(record.request, input.status);
  if (blocker) throw conflict(blocker);
  checkPrice(record, input);
  const note = input.note?.trim() ? input.note.trim() : null;
  if (input.status === "approved") await approveServiceRequest(ctx, record, { note, price: input.price ?? null }, actor);
  else if (input.status === "received" && record.request.type === "return") await receiveReturn(ctx, record, note, actor);
  else {
    const to = input.status;
    await ctx.database.db.transaction(async (tx) => {
      const after = await stepServiceRequest(tx, record.request, to, { note, actor: actorName(actor) });
      await recordStep(
        tx,
        actor,
        record.request,
        after,
        `${record.request.number}: ${SERVICE_STATUS_LABEL[to].toLowerCase()}${note ? `: ${note}` : ""}`,
      );
      await queueStepMail(tx, record, to, { note }, ctx.origin);
    });
  }
  ctx.mailWorker.kick();
  return getServiceRequest(ctx.database.db, id);
}
