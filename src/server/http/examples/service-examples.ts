import type { OperationExamples } from "../openapi-examples";
import { ORDER_ID, PROBE_SET_ID, QUOTE_ID, customer, message, probeSet } from "./example-values";

const certificate = {
  id: 31,
  kind: "certificate" as const,
  name: "Calibration certificate CAL-2026-0457",
  calibratedOn: "2026-11-12",
  uploadedAt: "2026-11-13T22:05:41.000Z",
};
const adminCertificate = {
  ...certificate,
  fileUrl: "/objects/unit-documents/b7e2c94a-3f16-4d85-9a0b-6c1e8f27d453",
  uploadedBy: "cal@gravensteinrf.com",
};

const serviceRequest = {
  id: 14,
  number: "RMA-2026-00014",
  type: "calibration" as const,
  status: "approved" as const,
  description: "Yearly calibration before our ISO 17025 audit; the 3 mm probe reads about 2 dB low above 3 GHz.",
  price: "245.00",
  quote: { id: QUOTE_ID, number: "Q-2026-00091", status: "open" as const, total: "245.00", validUntil: "2026-12-28", orderId: null },
  refund: null,
  createdAt: "2026-11-24T16:40:03.000Z",
  updatedAt: "2026-11-25T17:02:19.000Z",
};
const unitRef = { id: 57, serial: "101A-26-0457", productId: PROBE_SET_ID, productName: probeSet.name };

const unit = {
  ...unitRef,
  orderId: ORDER_ID,
  lineIndex: 0,
  shippedAt: "2026-11-18T19:03:55.120Z",
  warrantyEndsOn: "2028-11-18",
  calibratedOn: "2026-11-12",
  calibrationDueOn: "2027-11-12",
  documents: [certificate],
  serviceRequests: [serviceRequest],
  returnableUntil: "2026-12-18",
};
const adminUnit = {
  ...unit,
  documents: [adminCertificate],
  ownerId: customer.id,
  ownerName: "Dana Whitfield",
};
const registration = {
  id: 6,
  serial: "104A-25-0198",
  productId: "d1f7a3c8-6b29-4e04-8a5d-3c90e7b2f416",
  productName: "104A H-Field Probe, 3 mm Tip",
  purchasedFrom: "Newark Electronics",
  purchasedOn: "2025-09-15",
  status: "pending" as const,
  reason: null,
  unitId: null,
  createdAt: "2026-11-21T19:15:27.000Z",
  decidedAt: null,
};
const adminRegistration = {
  ...registration,
  userId: customer.id,
  username: customer.username,
  email: customer.email,
  existingUnit: null,
};
const requestEvents = [
  { at: "2026-11-24T16:40:03.000Z", from: null, to: "requested" as const, note: null },
  { at: "2026-11-25T17:02:19.000Z", from: "requested" as const, to: "approved" as const, note: "Quoted standard calibration." },
];
const adminRequest = {
  ...serviceRequest,
  unit: {
    ...unitRef,
    orderId: ORDER_ID,
    shippedAt: unit.shippedAt,
    warrantyEndsOn: unit.warrantyEndsOn,
    calibrationDueOn: unit.calibrationDueOn,
  },
  customer: { id: customer.id, username: customer.username, email: customer.email },
  nextStatuses: ["received" as const, "rejected" as const],
  events: requestEvents.map((event) => ({ ...event, actor: event.from ? "cal@gravensteinrf.com" : "dwhitfield" })),
  underWarranty: true,
};

export const serviceExamples: OperationExamples = {
  getAdminUnits: { response: [adminUnit], parameters: { serial: "101A-26-0457", productId: PROBE_SET_ID, orderId: ORDER_ID } },
  postAdminUnitsUpload: {
    response: {
      uploadURL:
        "https://shop.gravensteinrf.com/objects/upload/unit-documents/b7e2c94a-3f16-4d85-9a0b-6c1e8f27d453?expires=1795827600&signature=Wm2xK7pR4vT9nB1cL6zQ3dF8aY5hJ0gs",
    },
  },
  getAdminUnitsById: {
    response: {
      ...adminUnit,
      ownerEmail: customer.email,
      history: [
        { at: "2026-11-18T19:03:55.120Z", type: "shipped", message: "Shipped with order INV-2026-00318", actor: null },
        {
          at: "2026-11-13T22:05:41.000Z",
          type: "document",
          message: "Calibration certificate CAL-2026-0457 added",
          actor: "cal@gravensteinrf.com",
        },
      ],
    },
    parameters: { id: 57 },
  },
  postAdminUnitsByIdDocuments: {
    request: { kind: "certificate", name: certificate.name, fileUrl: adminCertificate.fileUrl, calibratedOn: "2026-11-12" },
    response: adminCertificate,
    parameters: { id: 57 },
  },
  getUserUnits: { response: [unit] },
  getUserUnitsById: { response: unit, parameters: { id: 57 } },
  getUserUnitsByIdDocumentsByDocId: { parameters: { id: 57, docId: 31 } },
  getUserUnitsByIdFactorsJson: {
    response: {
      unit: "dB",
      points: [
        { frequencyHz: 1_000_000, factorDb: 38.2 },
        { frequencyHz: 100_000_000, factorDb: 12.6 },
        { frequencyHz: 1_000_000_000, factorDb: 4.1 },
      ],
    },
    parameters: { id: 57 },
  },
  postUserUnitsRegister: {
    request: {
      serial: registration.serial,
      productId: registration.productId,
      purchasedFrom: "Newark Electronics",
      purchasedOn: "2025-09-15",
    },
    response: registration,
  },
  getUserUnitsRegistrations: { response: [registration] },
  getAdminUnitRegistrations: { response: [adminRegistration] },
  putAdminUnitRegistrationsById: {
    request: { status: "approved" },
    response: { ...adminRegistration, status: "approved", unitId: 88, decidedAt: "2026-11-22T16:30:00.000Z" },
    parameters: { id: 6 },
  },
  getCertificatesVerify: {
    response: {
      valid: true,
      productName: probeSet.name,
      serial: "101A-26-0457",
      calibratedOn: "2026-11-12",
      calibrationDueOn: "2027-11-12",
    },
    parameters: { serial: "101A-26-0457", certificate: "CAL-2026-0457" },
  },
  postUserServiceRequests: {
    request: { unitId: 57, type: "calibration", description: serviceRequest.description },
    response: { ...serviceRequest, status: "requested", price: null, quote: null, unit: unitRef },
  },
  getUserServiceRequests: { response: [{ ...serviceRequest, unit: unitRef }] },
  getUserServiceRequestsById: { response: { ...serviceRequest, unit: unitRef, events: requestEvents }, parameters: { id: 14 } },
  getUserServiceRequestsByIdRmaPdf: { parameters: { id: 14 } },
  getAdminServiceRequests: {
    response: [{ ...serviceRequest, unit: unitRef, customer: adminRequest.customer, nextStatuses: adminRequest.nextStatuses }],
    parameters: { status: "approved" },
  },
  getAdminServiceRequestsById: { response: adminRequest, parameters: { id: 14 } },
  putAdminServiceRequestsById: {
    request: { status: "received", note: "Arrived by UPS, probe tips intact." },
    response: {
      ...adminRequest,
      status: "received",
      nextStatuses: ["in_service"],
      events: [
        ...adminRequest.events,
        {
          at: "2026-12-01T18:20:00.000Z",
          from: "approved",
          to: "received",
          note: "Arrived by UPS, probe tips intact.",
          actor: "cal@gravensteinrf.com",
        },
      ],
    },
    parameters: { id: 14 },
  },
  postAdminMailOutboxByIdRetry: { response: message("The e-mail is queued again"), parameters: { id: 311 } },
};
