// Service requests (RMA, extensions §7): a customer asks for a repair, a calibration or a return of
// one of their units; staff approve or reject, receive the unit, service it and ship it back. The
// steps a request may take are written once here (docs/instruments.md draws them); the server's
// domain/service-requests applies them and the admin's screen offers them. The database's CHECKs
// are made from these lists.
import { z } from "zod";
import { money, moneyDoc, moneyInput } from "./common";
import { quoteStatuses } from "./institutional";

export const serviceRequestTypes = ["repair", "calibration", "return"] as const;
export type ServiceRequestType = (typeof serviceRequestTypes)[number];

export const serviceRequestStatuses = ["requested", "approved", "rejected", "received", "in_service", "shipped_back", "closed"] as const;
export type ServiceRequestStatus = (typeof serviceRequestStatuses)[number];

/** A request that has not ended: a unit has at most one of these per type. */
export const openServiceStatuses = ["requested", "approved", "received", "in_service", "shipped_back"] as const;
export const isOpenServiceStatus = (status: ServiceRequestStatus): boolean => (openServiceStatuses as readonly string[]).includes(status);

/**
 * The next steps of a request (decision 0063). A repair or a calibration goes requested -> approved
 * | rejected, then approved -> received -> in_service -> shipped_back -> closed. A returned unit is
 * refunded and put back on the shelf when it arrives: it is never serviced or shipped back, so a
 * return goes received -> closed. Any other step is refused (409).
 */
export function nextServiceStatuses(type: ServiceRequestType, status: ServiceRequestStatus): readonly ServiceRequestStatus[] {
  switch (status) {
    case "requested":
      return ["approved", "rejected"];
    case "approved":
      return ["received"];
    case "received":
      return type === "return" ? ["closed"] : ["in_service"];
    case "in_service":
      return ["shipped_back"];
    case "shipped_back":
      return ["closed"];
    case "rejected":
    case "closed":
      return [];
  }
}

/** The words for a status, as customers and staff read them. */
export const SERVICE_STATUS_LABEL: Record<ServiceRequestStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  in_service: "In service",
  shipped_back: "Shipped back",
  closed: "Closed",
};

export const SERVICE_TYPE_LABEL: Record<ServiceRequestType, string> = {
  repair: "Repair",
  calibration: "Calibration",
  return: "Return",
};

/** RMA-2026-00001: the year the request was made (in the shop's calendar), then its place in that year. */
export const RMA_NUMBER = /^RMA-\d{4}-\d{5,}$/;

const description = z
  .string()
  .trim()
  .min(1, "description is required: say what is wrong or what you need")
  .max(4000, "description must be at most 4000 characters");

/** POST /api/user/service-requests. */
export const serviceRequestInput = z.object({
  unitId: z.number().int().positive("unitId must be one of your units").max(2_147_483_647),
  type: z.enum(serviceRequestTypes, "type must be repair, calibration or return"),
  description,
});
export type ServiceRequestInput = z.input<typeof serviceRequestInput>;

/** PUT /api/admin/service-requests/{id}: the next status, a note the customer reads, a price when approving paid work. */
export const serviceRequestUpdate = z.object({
  status: z.enum(serviceRequestStatuses, `status must be one of ${serviceRequestStatuses.join(", ")}`),
  note: z.string().trim().max(2000, "note must be at most 2000 characters").optional(),
  price: moneyInput
    .refine((v) => Number(v) > 0, "price must be more than 0.00")
    .meta(moneyDoc({ positive: true }))
    .optional(),
});
export type ServiceRequestUpdate = z.input<typeof serviceRequestUpdate>;

/** GET /api/admin/service-requests?status= */
export const serviceRequestsQuery = z.object({
  status: z.enum(serviceRequestStatuses, `status must be one of ${serviceRequestStatuses.join(", ")}`).optional(),
});

/** The unit a request is about. */
export const serviceUnit = z.object({ id: z.number().int(), serial: z.string(), productId: z.string(), productName: z.string() });

/** The quote of an approved, priced request: the customer orders it like any quote (extensions §4). */
export const serviceQuote = z.object({
  id: z.string(),
  number: z.string(),
  /** open, ordered or expired, as the quote reads today (on_hold is the screening's, for quotes a buyer asks for). */
  status: z.enum(quoteStatuses),
  total: money,
  validUntil: z.string(),
  /** The order placed from it, once ordered. */
  orderId: z.string().nullable(),
});

/** The refund a received return gave (through the order's refund, extensions §1). */
export const serviceRefund = z.object({
  id: z.number().int(),
  orderId: z.string(),
  amount: money,
  /** The gateway's refund transaction; null when nothing went through a gateway. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});

/** A request as its customer sees it. */
export const serviceRequest = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(serviceRequestTypes),
  status: z.enum(serviceRequestStatuses),
  description: z.string(),
  /** The price of the approved work; null when free (a warranty repair) or not priced. */
  price: money.nullable(),
  quote: serviceQuote.nullable(),
  refund: serviceRefund.nullable(),
  unit: serviceUnit,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequest>;
export const serviceRequestList = z.array(serviceRequest);

/** One step of a request's history: from (null when it was made) to, with the note the customer reads. */
export const serviceEvent = z.object({
  at: z.string(),
  from: z.enum(serviceRequestStatuses).nullable(),
  to: z.enum(serviceRequestStatuses),
  note: z.string().nullable(),
});
export type ServiceEvent = z.infer<typeof serviceEvent>;

/** GET /api/user/service-requests/{id}: with its history (never who on the staff did what). */
export const serviceRequestDetail = serviceRequest.extend({ events: z.array(serviceEvent) });
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetail>;

/** As staff see a step: with who made it (a staff member's e-mail, or "customer"). */
export const adminServiceEvent = serviceEvent.extend({ actor: z.string() });
export type AdminServiceEvent = z.infer<typeof adminServiceEvent>;

export const serviceCustomer = z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() });

/** A request in Admin › Service's queue: with the customer and the steps staff may take next. */
export const adminServiceRequest = serviceRequest.extend({
  customer: serviceCustomer,
  nextStatuses: z.array(z.enum(serviceRequestStatuses)),
});
export type AdminServiceRequest = z.infer<typeof adminServiceRequest>;
export const adminServiceRequestList = z.array(adminServiceRequest);

/** GET /api/admin/service-requests/{id}: with its history and the unit's warranty and order. */
export const adminServiceRequestDetail = adminServiceRequest.extend({
  events: z.array(adminServiceEvent),
  unit: serviceUnit.extend({
    orderId: z.string().nullable(),
    shippedAt: z.string().nullable(),
    warrantyEndsOn: z.string().nullable(),
    calibrationDueOn: z.string().nullable(),
  }),
  /** Approving this repair now is free: the unit's warranty runs until today or later (shop time). */
  underWarranty: z.boolean(),
});
export type AdminServiceRequestDetail = z.infer<typeof adminServiceRequestDetail>;

/** A unit's requests as its detail lists them (GET /api/user/units/{id}, GET /api/admin/units/{id}). */
export const unitServiceRequest = serviceRequest.omit({ unit: true });
export type UnitServiceRequest = z.infer<typeof unitServiceRequest>;
