// One mapper per entity: a service request as its customer and as staff see it (extensions §7),
// read with its unit, quote and refund in one query.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import {
  nextServiceStatuses,
  type AdminServiceEvent,
  type AdminServiceRequest,
  type ServiceEvent,
  type ServiceRequest,
  type UnitServiceRequest,
} from "../../../shared/contracts/service-requests";
import { fromCents, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { quotes } from "../../db/schema/institutional";
import { refunds } from "../../db/schema/orders";
import { serviceRequestEvents, serviceRequests } from "../../db/schema/service";
import { units } from "../../db/schema/units";
import { users } from "../../db/schema/users";
import { quoteStatus } from "../quotes/quote-rules";
import type { ServiceRequestRow } from "./service-rules";

const money = (value: string) => fromCents(toCents(value));

export interface ServiceRequestRecord {
  request: ServiceRequestRow;
  unit: typeof units.$inferSelect;
  quote: typeof quotes.$inferSelect | null;
  refund: typeof refunds.$inferSelect | null;
  customer: { id: number; username: string; email: string | null };
}

/** Requests with their unit, quote, refund and customer, newest first (at most `limit`). */
export async function loadServiceRequests(db: DbOrTx, where: SQL | undefined, limit = 500): Promise<ServiceRequestRecord[]> {
  const rows = await db
    .select({
      request: serviceRequests,
      unit: units,
      quote: quotes,
      refund: refunds,
      id: users.id,
      username: users.username,
      email: users.email,
    })
    .from(serviceRequests)
    .innerJoin(units, eq(units.id, serviceRequests.unitId))
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(quotes, eq(quotes.id, serviceRequests.quoteId))
    .leftJoin(refunds, eq(refunds.id, serviceRequests.refundId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
  return rows.map(({ id, username, email, ...row }) => ({ ...row, customer: { id, username, email } }));
}

export function toServiceRequestDto({ request, unit, quote, refund }: Omit<ServiceRequestRecord, "customer">): ServiceRequest {
  return {
    id: request.id,
    number: request.number,
    type: request.type,
    status: request.status,
    description: request.description,
    price: request.price === null ? null : money(request.price),
    quote: quote
      ? {
          id: quote.id,
          number: quote.number,
          status: quoteStatus(quote),
          total: money(quote.total),
          validUntil: quote.validUntil,
          orderId: quote.orderId,
        }
      : null,
    // Only a refund the gateway carried out: one pending (its answer lost) or failed gave nothing back yet.
    refund:
      refund?.status === "succeeded"
        ? {
            id: refund.id,
            orderId: refund.orderId,
            amount: money(refund.amount),
            transactionId: refund.transactionId,
            createdAt: refund.createdAt.toISOString(),
          }
        : null,
    unit: { id: unit.id, serial: unit.serial, productId: unit.productId, productName: unit.productName },
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function toAdminServiceRequestDto(record: ServiceRequestRecord): AdminServiceRequest {
  return {
    ...toServiceRequestDto(record),
    customer: record.customer,
    nextStatuses: [...nextServiceStatuses(record.request.type, record.request.status)],
  };
}

type EventRow = typeof serviceRequestEvents.$inferSelect;

/** A request's history, oldest first. */
export async function serviceEventRows(db: DbOrTx, requestId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.requestId, requestId))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
}

/** As the customer reads a step: never who on the staff took it. */
export const toServiceEventDto = (row: EventRow): ServiceEvent => ({
  at: row.at.toISOString(),
  from: row.fromStatus,
  to: row.toStatus,
  note: row.note,
});

export const toAdminServiceEventDto = (row: EventRow): AdminServiceEvent => ({ ...toServiceEventDto(row), actor: row.actor });

/**
 * The requests of these units (the units' answers, extensions §7), each unit's newest first, in one
 * query; `customerId`: only that customer's (a unit handed over keeps its earlier owner's requests from the new one).
 */
export async function serviceRequestsOf(
  db: DbOrTx,
  unitIds: readonly number[],
  customerId?: number,
): Promise<Map<number, UnitServiceRequest[]>> {
  const byUnit = new Map<number, UnitServiceRequest[]>(unitIds.map((id) => [id, []]));
  if (unitIds.length === 0) return byUnit;
  const where = and(
    inArray(serviceRequests.unitId, [...unitIds]),
    customerId === undefined ? undefined : eq(serviceRequests.userId, customerId),
  );
  for (const record of await loadServiceRequests(db, where, 5000)) {
    const { unit: _unit, ...request } = toServiceRequestDto(record);
    byUnit.get(record.unit.id)?.push(request);
  }
  return byUnit;
}
