// A unit's history as the admin's unit page shows it, read from what the shop recorded: the parcel
// it left in, the registration that gave it to its owner, the documents filed, the steps of its
// service requests.
import { and, asc, eq } from "drizzle-orm";
import { SERVICE_STATUS_LABEL, SERVICE_TYPE_LABEL } from "../../../shared/contracts/service-requests";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { UnitEvent } from "../../../shared/contracts/units";
import type { DbOrTx } from "../../db/client";
import { shipments } from "../../db/schema/orders";
import { serviceRequestEvents, serviceRequests } from "../../db/schema/service";
import { unitRegistrations } from "../../db/schema/units";
import { users } from "../../db/schema/users";
import type { UnitDocumentRow, UnitRow } from "../../domain/units/unit-dto";
import { DOCUMENT_NOUN } from "./unit-documents.service";

async function shippedEvents(db: DbOrTx, unit: UnitRow): Promise<UnitEvent[]> {
  if (!unit.shippedAt || !unit.orderId) return [];
  const [parcel] = unit.shipmentId
    ? await db
        .select({ carrier: shipments.carrier, trackingNumber: shipments.trackingNumber, createdBy: shipments.createdBy })
        .from(shipments)
        .where(eq(shipments.id, unit.shipmentId))
    : [];
  const by = parcel ? ` by ${parcel.carrier} ${parcel.trackingNumber}` : "";
  return [
    {
      at: unit.shippedAt.toISOString(),
      type: "shipped",
      message: `Shipped with order #${shortOrderId(unit.orderId)}${by}`,
      actor: parcel?.createdBy ?? null,
    },
  ];
}

async function registeredEvents(db: DbOrTx, unit: UnitRow): Promise<UnitEvent[]> {
  const rows = await db
    .select({ registration: unitRegistrations, username: users.username })
    .from(unitRegistrations)
    .innerJoin(users, eq(users.id, unitRegistrations.userId))
    .where(and(eq(unitRegistrations.unitId, unit.id), eq(unitRegistrations.status, "approved")));
  return rows.map(({ registration, username }) => ({
    at: (registration.decidedAt ?? registration.createdAt).toISOString(),
    type: "registered",
    message: `Registered to ${username}: bought from ${registration.purchasedFrom} on ${registration.purchasedOn}`,
    actor: registration.decidedBy,
  }));
}

function documentEvent(document: UnitDocumentRow): UnitEvent {
  const noun = DOCUMENT_NOUN[document.kind];
  const detail =
    document.kind === "factors" && document.factors
      ? ` (${document.factors.length} points)`
      : document.calibratedOn
        ? ` (calibrated on ${document.calibratedOn})`
        : "";
  return {
    at: document.uploadedAt.toISOString(),
    type: "document",
    message: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} "${document.name}" filed${detail}`,
    actor: document.uploadedBy,
  };
}

async function serviceEvents(db: DbOrTx, unit: UnitRow): Promise<UnitEvent[]> {
  const rows = await db
    .select({ event: serviceRequestEvents, number: serviceRequests.number, type: serviceRequests.type })
    .from(serviceRequestEvents)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEvents.requestId))
    .where(eq(serviceRequests.unitId, unit.id))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
  return rows.map(({ event, number, type }) => ({
    at: event.at.toISOString(),
    type: "service",
    message: `${number} (${SERVICE_TYPE_LABEL[type].toLowerCase()}): ${SERVICE_STATUS_LABEL[event.toStatus].toLowerCase()}${event.note ? `. ${event.note}` : ""}`,
    actor: event.actor,
  }));
}

/** Everything recorded about the unit, oldest first. */
export async function unitHistory(db: DbOrTx, unit: UnitRow, documents: readonly UnitDocumentRow[]): Promise<UnitEvent[]> {
  const events = [
    ...(await shippedEvents(db, unit)),
    ...(await registeredEvents(db, unit)),
    ...documents.map(documentEvent),
    ...(await serviceEvents(db, unit)),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
