// Instruments after the shipment (extensions §7): the units customers own, by serial number, with
// their certificates and factor files, registrations of units bought elsewhere, and the public
// certificate check. The database's CHECKs are made from these lists.
import { z } from "zod";
import { isoDate, uuid } from "./common";
import { unitServiceRequest } from "./service-requests";

export const unitDocumentKinds = ["certificate", "factors", "other"] as const;
export type UnitDocumentKind = (typeof unitDocumentKinds)[number];

export const unitRegistrationStatuses = ["pending", "approved", "rejected"] as const;
export type UnitRegistrationStatus = (typeof unitRegistrationStatuses)[number];

/** A serial number as printed on the unit: letters, digits and - . / _ (a scanner's Enter or spaces are trimmed). */
export const serialNumber = z
  .string()
  .trim()
  .min(1, "serial number is required")
  .max(64, "a serial number has at most 64 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-./_]*$/, "a serial number has letters, digits and - . / _ only");

export const unitDocument = z.object({
  id: z.number().int(),
  kind: z.enum(unitDocumentKinds),
  /** As printed on it: a certificate's name is its number. */
  name: z.string(),
  /** A certificate's calibration date; null for other documents. */
  calibratedOn: z.string().nullable(),
  uploadedAt: z.string(),
});
export type UnitDocument = z.infer<typeof unitDocument>;

/** A unit as its owner sees it. Dates are YYYY-MM-DD in the shop's calendar. */
export const unit = z.object({
  id: z.number().int(),
  serial: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The order it shipped with; null for a unit registered by its owner (bought from a distributor). */
  orderId: z.string().nullable(),
  lineIndex: z.number().int().nullable(),
  /** When it left the shop (for a registered unit: when its owner bought it). */
  shippedAt: z.string().nullable(),
  warrantyEndsOn: z.string().nullable(),
  calibratedOn: z.string().nullable(),
  calibrationDueOn: z.string().nullable(),
  documents: z.array(unitDocument),
  /** Its service requests (RMA), newest first: the owner's own on their side, every one on the staff's. */
  serviceRequests: z.array(unitServiceRequest),
  /**
   * The last day (shop calendar) its owner may ask to return it for a refund: RETURN_WINDOW_DAYS after
   * it shipped on their own order. null: not returnable to the shop (registered, handed over, not shipped).
   */
  returnableUntil: z.string().nullable(),
});
export type Unit = z.infer<typeof unit>;

/** A document as staff see it: its stored file (read at that path by staff only) and who filed it. */
export const adminUnitDocument = unitDocument.extend({
  fileUrl: z.string(),
  /** The staff member's e-mail. */
  uploadedBy: z.string(),
});
export type AdminUnitDocument = z.infer<typeof adminUnitDocument>;

/** A unit as staff see it: with its owner. */
export const adminUnit = unit.extend({
  ownerId: z.number().int().nullable(),
  /** The owner's username (or null: a guest order's unit, nobody's yet). */
  ownerName: z.string().nullable(),
  documents: z.array(adminUnitDocument),
});
export type AdminUnit = z.infer<typeof adminUnit>;

/** What happened to a unit: shipped, registered to its owner, a document filed, a service request's step. */
export const unitEventTypes = ["shipped", "registered", "document", "service"] as const;
export type UnitEventType = (typeof unitEventTypes)[number];

export const unitEvent = z.object({
  at: z.string(),
  type: z.enum(unitEventTypes),
  message: z.string(),
  /** The staff member who did it; null for what the shop recorded by itself. */
  actor: z.string().nullable(),
});
export type UnitEvent = z.infer<typeof unitEvent>;

/** GET /api/admin/units/{id}: the unit with its owner's e-mail and its history, oldest first. */
export const adminUnitDetail = adminUnit.extend({
  ownerEmail: z.string().nullable(),
  history: z.array(unitEvent),
});
export type AdminUnitDetail = z.infer<typeof adminUnitDetail>;

/** GET /api/admin/units: serial by prefix (any case), a product, an order. */
export const unitsQuery = z.object({
  serial: z.string().trim().max(64).optional(),
  productId: uuid.optional(),
  orderId: uuid.optional(),
});

/** Admin › Units shows the newest this many; a longer prefix narrows the search. */
export const UNITS_LIST_LIMIT = 100;

/** POST /api/admin/units/{id}/documents: a file from a signed upload (kind unit-documents). */
export const unitDocumentInput = z.object({
  kind: z.enum(unitDocumentKinds),
  name: z.string().trim().min(1, "name is required").max(200, "name must be at most 200 characters"),
  fileUrl: z.string().trim().min(1, "fileUrl is required").max(500),
  /** A certificate's calibration date: sets the unit's calibratedOn and calibrationDueOn. */
  calibratedOn: isoDate.optional(),
});
export type UnitDocumentInput = z.infer<typeof unitDocumentInput>;

/** GET /api/user/units/{id}/factors.json: the latest factors file's curve. */
export const unitFactors = z.object({
  unit: z.literal("dB"),
  points: z.array(z.object({ frequencyHz: z.number(), factorDb: z.number() })),
});
export type UnitFactors = z.infer<typeof unitFactors>;

/** POST /api/user/units/register: a unit bought from a distributor. */
export const unitRegistrationInput = z.object({
  serial: serialNumber,
  productId: uuid,
  purchasedFrom: z.string().trim().min(1, "purchasedFrom is required").max(200, "purchasedFrom must be at most 200 characters"),
  purchasedOn: isoDate,
});
export type UnitRegistrationInput = z.infer<typeof unitRegistrationInput>;

export const unitRegistration = z.object({
  id: z.number().int(),
  serial: z.string(),
  productId: z.string(),
  productName: z.string(),
  purchasedFrom: z.string(),
  purchasedOn: z.string(),
  status: z.enum(unitRegistrationStatuses),
  reason: z.string().nullable(),
  /** The unit once approved. */
  unitId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type UnitRegistration = z.infer<typeof unitRegistration>;

export const unitRegistrationList = z.array(unitRegistration);

/** As staff see it: with the customer who asked, and what approving would do to the unit of that serial. */
export const adminUnitRegistration = unitRegistration.extend({
  userId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /**
   * The unit of that product and serial the shop knows (shipped, or registered earlier), with its
   * owner: nobody's, approving hands it over; another customer's, approving is refused (409); none
   * (null), approving creates it.
   */
  existingUnit: z.object({ id: z.number().int(), ownerId: z.number().int().nullable(), ownerName: z.string().nullable() }).nullable(),
});
export type AdminUnitRegistration = z.infer<typeof adminUnitRegistration>;
export const adminUnitRegistrationList = z.array(adminUnitRegistration);

export const unitRegistrationDecision = z.object({
  status: z.enum(["approved", "rejected"]),
  reason: z.string().trim().max(500, "reason must be at most 500 characters").optional(),
});

/** GET /api/certificates/verify: for auditors, without an account; never names the owner. */
export const certificateVerifyQuery = z.object({
  serial: z.string().trim().min(1, "serial is required").max(64),
  certificate: z.string().trim().min(1, "certificate is required").max(200),
});
export const certificateVerification = z.union([
  z.object({
    valid: z.literal(true),
    productName: z.string(),
    serial: z.string(),
    calibratedOn: z.string().nullable(),
    calibrationDueOn: z.string().nullable(),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type CertificateVerification = z.infer<typeof certificateVerification>;
