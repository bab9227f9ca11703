import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { eq, inArray } from "drizzle-orm";
import {
  buildAddress,
  createCategory,
  createOrder,
  createProduct,
  createTaxRate,
  createUser,
  loginAsAdmin,
  loginAsStaff,
} from "../support/factories";
import { ADMIN_PASSWORD, sessionCookie } from "../support/test-app";
import { totpCode } from "../support/totp";
import { createChargedOrder } from "../support/paid-orders";
import { createDiscountCode, createGroup } from "../support/discounts";
import { userAddresses } from "../../src/server/db/schema/accounts";
import { users } from "../../src/server/db/schema/users";
import { unitDocuments, units } from "../../src/server/db/schema/units";
import { serviceRequestEvents, serviceRequests } from "../../src/server/db/schema/service";
import { webhookDeliveries, webhookEndpoints } from "../../src/server/db/schema/webhooks";
import { issueToken } from "../../src/server/domain/accounts/tokens.service";
import { issueUploadUrl } from "../../src/server/domain/uploads/object-uploads";
import { PDF } from "../support/uploads";
import { staffPermissions, type StaffPermission } from "../../src/shared/contracts/permissions";

// Every route the shop serves x {anonymous, customer, staff, owner} -> the status it must answer.
// A new route fails the coverage check below until it has a row here. "staff" holds every
// permission; a route for staff names the permissions it checks (extensions §11), and each row that
// does is also asked by a staff member holding only those (-> the staff answer) and by one lacking
// each of them (-> 403).

interface Fixture {
  categoryId: number;
  emptyCategoryId: number;
  categoryName: string;
  productId: string;
  orderId: string;
  taxRateId: number;
  customer: { username: string; password: string };
  uploadUrl: string;
  /** Each role's own password (POST /api/user/password needs the current one). */
  passwords: Record<Role, string>;
  verifyToken: string;
  resetToken: string;
  /** The secret each admin's pending two-factor set-up waits on. */
  pendingSecret: string;
  addressId: number;
  removableStaffId: number;
  /** The customer's own paid order; a settled card charge (refundable). */
  customerOrderId: string;
  /** The customer's own paid order shipped to Berlin (DAP): it has a commercial invoice (extensions §9). */
  abroadOrderId: string;
  chargedOrderId: string;
  /** The paths of a document the fixture customer uploaded and of one another customer did. */
  documents: Record<Exclude<DocumentKind, "unit-documents">, { own: string; others: string }>;
  /** A unit's certificate, uploaded by staff (extensions §7). */
  unitDocument: string;
  /** The fixture customer's unit with that certificate and a factors file, and another customer's unit with its own certificate. */
  units: { own: number; ownDocument: number; others: number; othersDocument: number };
  /** An invoiced order nothing was paid on: cancelling it gives no money back. */
  unpaidInvoiceOrderId: string;
  /** A discount code (10 % off) and a customer group (extensions §8). */
  discountId: number;
  groupId: number;
  /** An approved service request of the fixture customer's unit (it has an RMA form), and one of the other customer's. */
  serviceRequests: { own: number; others: number };
  /** A webhook endpoint with one delivery (extensions §10). */
  webhook: { id: number; deliveryId: number };
}

type DocumentKind = "certificates" | "purchase-orders" | "unit-documents";

type Role = "anonymous" | "customer" | "staff" | "owner";
interface Row {
  route: string;
  /** Told apart in the test's name when a route has two rows. */
  variant?: string;
  /** What the route asks of staff: these permissions, or "none" (every staff member's). */
  permission?: readonly StaffPermission[] | "none";
  request: (f: Fixture, role: Role) => InjectOptions;
  anonymous: number;
  customer: number;
  staff: number;
  owner: number;
}

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

const productBody = (f: Fixture) => ({
  name: "Authorization Probe",
  category: f.categoryName,
  price: "120.00",
  inStock: 3,
  weightLbs: "1.00",
  lengthIn: "6.00",
  widthIn: "4.00",
  heightIn: "2.00",
  image: "/catalog/products/test.svg",
  description: "A probe used by the authorization test.",
  specifications: "Frequency range: 1 MHz to 1 GHz",
  options: [],
  highlightedSpecs: [],
  pdfTitle: null,
  pdfUrl: null,
});

const get = (url: string) => (): InjectOptions => ({ method: "GET", url });

const addressBody = buildAddress();

// Spec §3: accounts, addresses, staff, two-factor sign-in and the activity log.
const accountRows: Row[] = [
  {
    route: "POST /api/user/email",
    request: () => ({ method: "POST", url: "/api/user/email", payload: { email: "changed@example.com" } }),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    // The token is the permission: the link may be opened anywhere.
    route: "POST /api/user/email/verify",
    request: (f) => ({ method: "POST", url: "/api/user/email/verify", payload: { token: f.verifyToken } }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/user/password",
    request: (f, role) => ({
      method: "POST",
      url: "/api/user/password",
      payload: { currentPassword: f.passwords[role], newPassword: "a-new-password-1" },
    }),
    anonymous: 401,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/password-reset/request",
    request: () => ({ method: "POST", url: "/api/password-reset/request", payload: { login: "someone" } }),
    anonymous: 202,
    customer: 202,
    staff: 202,
    owner: 202,
  },
  {
    route: "POST /api/password-reset/confirm",
    request: (f) => ({
      method: "POST",
      url: "/api/password-reset/confirm",
      payload: { token: f.resetToken, password: "a-new-password-1" },
    }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/user/addresses", request: get("/api/user/addresses"), anonymous: 401, customer: 200, staff: 403, owner: 403 },
  {
    route: "POST /api/user/addresses",
    request: () => ({ method: "POST", url: "/api/user/addresses", payload: addressBody }),
    anonymous: 401,
    customer: 201,
    staff: 403,
    owner: 403,
  },
  {
    route: "PUT /api/user/addresses/:id",
    request: (f) => ({ method: "PUT", url: `/api/user/addresses/${f.addressId}`, payload: { ...addressBody, label: "Home" } }),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "DELETE /api/user/addresses/:id",
    request: (f) => ({ method: "DELETE", url: `/api/user/addresses/${f.addressId}` }),
    anonymous: 401,
    customer: 204,
    staff: 403,
    owner: 403,
  },
  { route: "GET /api/admin/staff", request: get("/api/admin/staff"), anonymous: 401, customer: 403, staff: 403, owner: 200 },
  {
    route: "POST /api/admin/staff",
    request: () => ({
      method: "POST",
      url: "/api/admin/staff",
      payload: { email: "hire@gravensteinrf.com", name: "New Hire", role: "staff" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 201,
  },
  {
    route: "PUT /api/admin/staff/:id",
    request: (f) => ({ method: "PUT", url: `/api/admin/staff/${f.removableStaffId}`, payload: { permissions: ["orders", "refunds"] } }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 200,
  },
  {
    route: "DELETE /api/admin/staff/:id",
    request: (f) => ({ method: "DELETE", url: `/api/admin/staff/${f.removableStaffId}` }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 204,
  },
  {
    route: "POST /api/admin/2fa/setup",
    permission: "none",
    request: () => ({ method: "POST", url: "/api/admin/2fa/setup" }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/2fa/enable",
    permission: "none",
    request: (f) => ({ method: "POST", url: "/api/admin/2fa/enable", payload: { code: totpCode(f.pendingSecret) } }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // Past the guard: two-factor sign-in is not on for the fixture's admins, so there is nothing to turn off.
    route: "POST /api/admin/2fa/disable",
    permission: "none",
    request: (f, role) => ({ method: "POST", url: "/api/admin/2fa/disable", payload: { code: "123456", password: f.passwords[role] } }),
    anonymous: 401,
    customer: 403,
    staff: 409,
    owner: 409,
  },
  { route: "GET /api/admin/activity", request: get("/api/admin/activity"), anonymous: 401, customer: 403, staff: 403, owner: 200 },
];

// Extensions §1: the order after the payment.
const orderRows: Row[] = [
  {
    route: "GET /api/admin/orders.csv",
    permission: ["orders"],
    request: get("/api/admin/orders.csv"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/orders/:id",
    permission: ["orders"],
    request: (f) => get(`/api/admin/orders/${f.orderId}`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/orders/:id/shipments",
    permission: ["orders"],
    request: (f) => ({
      method: "POST",
      url: `/api/admin/orders/${f.orderId}/shipments`,
      payload: { carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "POST /api/admin/orders/:id/cancel",
    permission: ["orders", "refunds"],
    request: (f) => ({ method: "POST", url: `/api/admin/orders/${f.chargedOrderId}/cancel`, payload: { reason: "Authorization test" } }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // Nothing to give back: cancelling is an orders matter alone.
    route: "POST /api/admin/orders/:id/cancel",
    variant: "nothing paid",
    permission: ["orders"],
    request: (f) => ({
      method: "POST",
      url: `/api/admin/orders/${f.unpaidInvoiceOrderId}/cancel`,
      payload: { reason: "Authorization test" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/orders/:id/refunds",
    permission: ["refunds"],
    request: (f) => ({
      method: "POST",
      url: `/api/admin/orders/${f.chargedOrderId}/refunds`,
      payload: { amount: "10.00", reason: "Authorization test" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "GET /api/admin/stats/sales",
    permission: ["orders"],
    request: get("/api/admin/stats/sales"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // Own orders only: staff and owners have none, so theirs is the 404 of anyone else's order.
    route: "GET /api/user/orders/:id",
    request: (f) => get(`/api/user/orders/${f.customerOrderId}`)(),
    anonymous: 401,
    customer: 200,
    staff: 404,
    owner: 404,
  },
];

// Spec extensions §2: the paper an order produces.
const paperRows: Row[] = [
  {
    // Staff and the owner place no orders: no order of theirs has that id.
    route: "GET /api/user/orders/:id/invoice.pdf",
    request: (f) => get(`/api/user/orders/${f.customerOrderId}/invoice.pdf`)(),
    anonymous: 401,
    customer: 200,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /api/admin/orders/:id/invoice.pdf",
    permission: ["orders"],
    request: (f) => get(`/api/admin/orders/${f.orderId}/invoice.pdf`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/user/orders/:id/commercial-invoice.pdf",
    request: (f) => get(`/api/user/orders/${f.abroadOrderId}/commercial-invoice.pdf`)(),
    anonymous: 401,
    customer: 200,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /api/admin/orders/:id/commercial-invoice.pdf",
    permission: ["orders"],
    request: (f) => get(`/api/admin/orders/${f.abroadOrderId}/commercial-invoice.pdf`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/orders/:id/packing-slip.pdf",
    permission: ["orders"],
    request: (f) => get(`/api/admin/orders/${f.orderId}/packing-slip.pdf`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
];

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Customers' documents (extensions §11): the fixture customer's own (200), another customer's (404
 * to the customer, like an unknown name), an unknown name; staff and the owner read any stored one.
 */
function customerDocumentRows(kind: Exclude<DocumentKind, "unit-documents">): Row[] {
  const route = `GET /objects/${kind}/:name`;
  // Staff read them with the permission of the work they belong to.
  const permission = kind === "certificates" ? (["customers"] as const) : (["orders"] as const);
  return [
    {
      route,
      permission,
      variant: "the customer's own",
      request: (f) => get(f.documents[kind].own)(),
      anonymous: 401,
      customer: 200,
      staff: 200,
      owner: 200,
    },
    {
      route,
      permission,
      variant: "another customer's",
      request: (f) => get(f.documents[kind].others)(),
      anonymous: 401,
      customer: 404,
      staff: 200,
      owner: 200,
    },
    {
      route,
      permission,
      variant: "unknown name",
      request: get(`/objects/${kind}/${UNKNOWN_ID}`),
      anonymous: 401,
      customer: 404,
      staff: 404,
      owner: 404,
    },
  ];
}
/** Institutional buying (extensions §4): unknown ids answer the permitted roles 404, proving the guard ran first. */
const institutionalRows: Row[] = [
  {
    route: "POST /api/quotes",
    request: () => ({ method: "POST", url: "/api/quotes", payload: {} }),
    anonymous: 401,
    customer: 400,
    staff: 403,
    owner: 403,
  },
  { route: "GET /api/user/quotes", request: get("/api/user/quotes"), anonymous: 401, customer: 200, staff: 403, owner: 403 },
  {
    // Only a held order is released (extensions §9): the fixture's order is not.
    route: "POST /api/admin/orders/:id/release",
    permission: ["orders"],
    request: (f) => ({ method: "POST", url: `/api/admin/orders/${f.orderId}/release`, payload: { note: "Authorization test" } }),
    anonymous: 401,
    customer: 403,
    staff: 409,
    owner: 409,
  },
  {
    route: "POST /api/admin/quotes/:id/release",
    permission: ["orders"],
    request: () => ({ method: "POST", url: `/api/admin/quotes/${UNKNOWN_ID}/release`, payload: { note: "Authorization test" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /api/admin/screening-list",
    permission: ["orders"],
    request: get("/api/admin/screening-list"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/screening-list",
    permission: ["orders"],
    request: () => ({
      method: "POST",
      url: "/api/admin/screening-list",
      headers: { "content-type": "text/csv" },
      payload: "source,name,alt_names,programs,addresses\nEntity List,Authorization Test Entity,,EAR,\n",
    }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/user/quotes/:id/pdf",
    request: get(`/api/user/quotes/${UNKNOWN_ID}/pdf`),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/admin/quotes",
    permission: ["orders"],
    request: get("/api/admin/quotes"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/quotes/:id/pdf",
    permission: ["orders"],
    request: get(`/api/admin/quotes/${UNKNOWN_ID}/pdf`),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "PUT /api/admin/quotes/:id",
    permission: ["orders"],
    request: () => ({ method: "PUT", url: `/api/admin/quotes/${UNKNOWN_ID}`, payload: { discount: "1.00" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "POST /api/user/purchase-orders/upload",
    request: () => ({ method: "POST", url: "/api/user/purchase-orders/upload" }),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/admin/customers",
    permission: ["customers"],
    request: get("/api/admin/customers"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "PUT /api/admin/customers/:id",
    permission: ["customers"],
    request: () => ({ method: "PUT", url: "/api/admin/customers/999999", payload: { paymentTerms: "net30" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /api/admin/orders/:id/payments",
    permission: ["orders"],
    request: (f) => ({ method: "GET", url: `/api/admin/orders/${f.orderId}/payments` }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // A card order has no invoice balance: the permitted roles reach the rule (409).
    route: "POST /api/admin/orders/:id/payments",
    permission: ["orders"],
    request: (f) => ({
      method: "POST",
      url: `/api/admin/orders/${f.orderId}/payments`,
      payload: { amount: "1.00", method: "check", reference: "" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 409,
    owner: 409,
  },
  {
    route: "GET /api/admin/invoices/overdue",
    permission: ["orders"],
    request: get("/api/admin/invoices/overdue"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/user/tax-exemptions/upload",
    request: () => ({ method: "POST", url: "/api/user/tax-exemptions/upload" }),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "POST /api/user/tax-exemptions",
    request: () => ({ method: "POST", url: "/api/user/tax-exemptions", payload: {} }),
    anonymous: 401,
    customer: 400,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/tax-exemptions",
    request: get("/api/user/tax-exemptions"),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/admin/tax-exemptions",
    permission: ["customers"],
    request: get("/api/admin/tax-exemptions"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "PUT /api/admin/tax-exemptions/:id",
    permission: ["customers"],
    request: () => ({ method: "PUT", url: "/api/admin/tax-exemptions/999999", payload: { status: "approved" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  ...customerDocumentRows("certificates"),
  ...customerDocumentRows("purchase-orders"),
  // Unit documents are staff uploads: customers read them through their units (GET /api/user/units/...), never here.
  {
    route: "GET /objects/unit-documents/:name",
    permission: ["service"],
    variant: "stored",
    request: (f) => get(f.unitDocument)(),
    anonymous: 401,
    customer: 404,
    staff: 200,
    owner: 200,
  },
];

// Extensions §7: units. Admin › Units is the service permission's; a customer reads only their own units.
const unitRows: Row[] = [
  {
    route: "GET /api/admin/units",
    permission: ["service"],
    request: get("/api/admin/units?serial=auth"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/units/upload",
    permission: ["service"],
    request: () => ({ method: "POST", url: "/api/admin/units/upload" }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/units/:id",
    permission: ["service"],
    request: (f) => get(`/api/admin/units/${f.units.own}`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // No such unit: the permitted roles get past the guard to the route's 404.
    route: "POST /api/admin/units/:id/documents",
    permission: ["service"],
    request: (f) => ({
      method: "POST",
      url: "/api/admin/units/987654/documents",
      payload: { kind: "certificate", name: "CAL-AUTH", fileUrl: f.unitDocument },
    }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  { route: "GET /api/user/units", request: get("/api/user/units"), anonymous: 401, customer: 200, staff: 403, owner: 403 },
  {
    route: "GET /api/user/units/:id",
    variant: "the customer's own",
    request: (f) => get(`/api/user/units/${f.units.own}`)(),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/units/:id",
    variant: "another customer's",
    request: (f) => get(`/api/user/units/${f.units.others}`)(),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/units/:id/documents/:docId",
    variant: "the customer's own",
    request: (f) => get(`/api/user/units/${f.units.own}/documents/${f.units.ownDocument}`)(),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/units/:id/documents/:docId",
    variant: "another customer's",
    request: (f) => get(`/api/user/units/${f.units.others}/documents/${f.units.othersDocument}`)(),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/units/:id/factors.json",
    variant: "the customer's own",
    request: (f) => get(`/api/user/units/${f.units.own}/factors.json`)(),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/units/:id/factors.json",
    variant: "another customer's",
    request: (f) => get(`/api/user/units/${f.units.others}/factors.json`)(),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
];

// Extensions §8: discount codes (permission `discounts`), customer groups (`customers`, like the accounts they sort); anyone may check a code.
const pricingRows: Row[] = [
  {
    route: "GET /api/admin/discounts",
    permission: ["discounts"],
    request: get("/api/admin/discounts"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/discounts",
    permission: ["discounts"],
    request: () => ({ method: "POST", url: "/api/admin/discounts", payload: { code: "NEWCODE", kind: "amount", value: "25.00" } }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "PUT /api/admin/discounts/:id",
    permission: ["discounts"],
    request: (f) => ({
      method: "PUT",
      url: `/api/admin/discounts/${f.discountId}`,
      payload: { code: "AUTHZ10", kind: "percent", value: "15.00" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "DELETE /api/admin/discounts/:id",
    permission: ["discounts"],
    request: (f) => ({ method: "DELETE", url: `/api/admin/discounts/${f.discountId}` }),
    anonymous: 401,
    customer: 403,
    staff: 204,
    owner: 204,
  },
  {
    route: "POST /api/discounts/check",
    request: (f) => ({
      method: "POST",
      url: "/api/discounts/check",
      payload: { code: "authz10", items: [{ product: { id: f.productId }, quantity: 1 }] },
    }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/customer-groups",
    permission: ["customers"],
    request: get("/api/admin/customer-groups"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/customer-groups",
    permission: ["customers"],
    request: () => ({ method: "POST", url: "/api/admin/customer-groups", payload: { name: "Distributor", discountPercent: "25.00" } }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "PUT /api/admin/customer-groups/:id",
    permission: ["customers"],
    request: (f) => ({
      method: "PUT",
      url: `/api/admin/customer-groups/${f.groupId}`,
      payload: { name: "Education", discountPercent: "12.00" },
    }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "DELETE /api/admin/customer-groups/:id",
    permission: ["customers"],
    request: (f) => ({ method: "DELETE", url: `/api/admin/customer-groups/${f.groupId}` }),
    anonymous: 401,
    customer: 403,
    staff: 204,
    owner: 204,
  },
];

// Extensions §7: units bought elsewhere, registered by customers and decided by staff; the public certificate check.
const registrationRows: Row[] = [
  {
    route: "POST /api/user/units/register",
    request: () => ({ method: "POST", url: "/api/user/units/register", payload: {} }),
    anonymous: 401,
    customer: 400,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/units/registrations",
    request: get("/api/user/units/registrations"),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/admin/unit-registrations",
    permission: ["customers"],
    request: get("/api/admin/unit-registrations"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "PUT /api/admin/unit-registrations/:id",
    permission: ["customers"],
    request: () => ({ method: "PUT", url: "/api/admin/unit-registrations/999999", payload: { status: "approved" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    // For auditors without an account: anyone may ask (the answer never names the owner).
    route: "GET /api/certificates/verify",
    request: get("/api/certificates/verify?serial=GRF-1&certificate=CAL-1"),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
];

// Extensions §8: the search, back-in-stock alerts. Public, the same for everyone.
const sellingRows: Row[] = [
  { route: "GET /api/search", request: get("/api/search?q=probe"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "POST /api/products/:id/stock-alerts",
    request: (f, role) => ({ method: "POST", url: `/api/products/${f.productId}/stock-alerts`, payload: { email: `${role}@example.com` } }),
    anonymous: 202,
    customer: 202,
    staff: 202,
    owner: 202,
  },
  {
    // The link in an alert mail: whoever opens it unsubscribes that listing, then sees the page.
    route: "GET /api/stock-alerts/unsubscribe",
    request: get("/api/stock-alerts/unsubscribe?token=no-such-token"),
    anonymous: 303,
    customer: 303,
    staff: 303,
    owner: 303,
  },
];

// Extensions §7: service requests (RMA). Customers ask for their own units; Admin › Service is the service permission's.
// extensions §10: webhooks, the owner's alone (like staff accounts). A public IP literal needs no DNS lookup.
const webhookRows: Row[] = [
  { route: "GET /api/admin/webhooks", request: get("/api/admin/webhooks"), anonymous: 401, customer: 403, staff: 403, owner: 200 },
  {
    route: "POST /api/admin/webhooks",
    request: () => ({
      method: "POST",
      url: "/api/admin/webhooks",
      payload: { url: "https://93.184.215.14/hooks", events: ["order.paid"] },
    }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 201,
  },
  {
    route: "DELETE /api/admin/webhooks/:id",
    request: (f) => ({ method: "DELETE", url: `/api/admin/webhooks/${f.webhook.id}` }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 204,
  },
  {
    route: "GET /api/admin/webhooks/:id/deliveries",
    request: (f) => get(`/api/admin/webhooks/${f.webhook.id}/deliveries`)(),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 200,
  },
  {
    route: "POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry",
    request: (f) => ({ method: "POST", url: `/api/admin/webhooks/${f.webhook.id}/deliveries/${f.webhook.deliveryId}/retry` }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 200,
  },
];

const serviceRows: Row[] = [
  {
    // An empty body past the guard: 400.
    route: "POST /api/user/service-requests",
    request: () => ({ method: "POST", url: "/api/user/service-requests", payload: {} }),
    anonymous: 401,
    customer: 400,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/service-requests",
    request: get("/api/user/service-requests"),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/service-requests/:id",
    variant: "the customer's own",
    request: (f) => get(`/api/user/service-requests/${f.serviceRequests.own}`)(),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/service-requests/:id",
    variant: "another customer's",
    request: (f) => get(`/api/user/service-requests/${f.serviceRequests.others}`)(),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/service-requests/:id/rma.pdf",
    variant: "the customer's own",
    request: (f) => get(`/api/user/service-requests/${f.serviceRequests.own}/rma.pdf`)(),
    anonymous: 401,
    customer: 200,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/user/service-requests/:id/rma.pdf",
    variant: "another customer's",
    request: (f) => get(`/api/user/service-requests/${f.serviceRequests.others}/rma.pdf`)(),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
  {
    route: "GET /api/admin/service-requests",
    permission: ["service"],
    request: get("/api/admin/service-requests?status=requested"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/service-requests/:id",
    permission: ["service"],
    request: (f) => get(`/api/admin/service-requests/${f.serviceRequests.others}`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // No such request: the permitted roles get past the guard to the route's 404.
    route: "PUT /api/admin/service-requests/:id",
    permission: ["service"],
    request: () => ({ method: "PUT", url: "/api/admin/service-requests/999999", payload: { status: "approved" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
];

const table: Row[] = [
  { route: "GET /api/health", request: get("/api/health"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  { route: "GET /livez", request: get("/livez"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  { route: "GET /readyz", request: get("/readyz"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  // No METRICS_TOKEN in this app: the route answers 404 to everyone (a session is no metrics token).
  { route: "GET /metrics", request: get("/metrics"), anonymous: 404, customer: 404, staff: 404, owner: 404 },
  // The API's description is public, like the API's shape is to any browser that uses it.
  { route: "GET /api/openapi.json", request: get("/api/openapi.json"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  { route: "GET /api/docs", request: get("/api/docs"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  { route: "GET /api/docs/json", request: get("/api/docs/json"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  { route: "GET /api/docs/yaml", request: get("/api/docs/yaml"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "GET /api/docs/static/index.html",
    request: get("/api/docs/static/index.html"),
    anonymous: 302,
    customer: 302,
    staff: 302,
    owner: 302,
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    request: get("/api/docs/static/swagger-initializer.js"),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/docs/static/*",
    request: get("/api/docs/static/swagger-ui.css"),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/user", request: get("/api/user"), anonymous: 401, customer: 200, staff: 200, owner: 200 },
  {
    route: "POST /api/register",
    request: () => ({
      method: "POST",
      url: "/api/register",
      payload: { username: `new${Math.random().toString(36).slice(2, 10)}`, password: "password-123" },
    }),
    anonymous: 201,
    customer: 201,
    staff: 201,
    owner: 201,
  },
  {
    route: "POST /api/login",
    request: (f) => ({ method: "POST", url: "/api/login", payload: f.customer }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/login",
    request: () => ({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "owner@gravensteinrf.com", password: "admin-password-123" },
    }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/logout",
    request: () => ({ method: "POST", url: "/api/logout" }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/products", request: get("/api/products"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "GET /api/products/:id",
    request: (f) => get(`/api/products/${f.productId}`)(),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/categories", request: get("/api/categories"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "POST /api/products",
    permission: ["catalog"],
    request: (f) => ({ method: "POST", url: "/api/products", payload: productBody(f) }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "PUT /api/products/:id",
    permission: ["catalog"],
    request: (f) => ({ method: "PUT", url: `/api/products/${f.productId}`, payload: productBody(f) }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "DELETE /api/products/:id",
    permission: ["catalog"],
    request: (f) => ({ method: "DELETE", url: `/api/products/${f.productId}` }),
    anonymous: 401,
    customer: 403,
    staff: 204,
    owner: 204,
  },
  {
    route: "POST /api/admin/categories",
    permission: ["catalog"],
    request: () => ({
      method: "POST",
      url: "/api/admin/categories",
      payload: { name: "Authorization Category", description: "", image: null, fileUrl: null },
    }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "PUT /api/admin/categories/:id",
    permission: ["catalog"],
    request: (f) => ({
      method: "PUT",
      url: `/api/admin/categories/${f.categoryId}`,
      payload: { name: "Renamed Category", description: "x", image: null, fileUrl: null },
    }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "DELETE /api/admin/categories/:id",
    permission: ["catalog"],
    request: (f) => ({ method: "DELETE", url: `/api/admin/categories/${f.emptyCategoryId}` }),
    anonymous: 401,
    customer: 403,
    staff: 204,
    owner: 204,
  },
  {
    route: "GET /api/admin/orders",
    permission: ["orders"],
    request: get("/api/admin/orders"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "PUT /api/orders/:id/status",
    permission: ["orders"],
    request: (f) => ({ method: "PUT", url: `/api/orders/${f.orderId}/status`, payload: { status: "processing" } }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/stats",
    permission: ["orders"],
    request: get("/api/admin/stats"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/admin/logs", request: get("/api/admin/logs"), anonymous: 401, customer: 403, staff: 403, owner: 200 },
  { route: "GET /api/admin/mail-outbox", request: get("/api/admin/mail-outbox"), anonymous: 401, customer: 403, staff: 403, owner: 200 },
  {
    // No failed mail has this id: the owner passes the guard and gets the route's 404.
    route: "POST /api/admin/mail-outbox/:id/retry",
    request: () => ({ method: "POST", url: "/api/admin/mail-outbox/987654/retry" }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 404,
  },
  // extensions §10: the owner's previews of every kind of e-mail (Admin › Settings)
  {
    route: "GET /api/admin/mail-previews",
    request: get("/api/admin/mail-previews"),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 200,
  },
  {
    route: "GET /api/admin/mail-previews/:kind",
    request: get("/api/admin/mail-previews/order-confirmation"),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 200,
  },
  { route: "GET /api/tax-rates", request: get("/api/tax-rates"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  // extensions §9: currency rates, public; the owner's in Admin › Settings, with the catalog permission (decision 0072)
  { route: "GET /api/fx-rates", request: get("/api/fx-rates"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "GET /api/admin/settings/fx-rates",
    permission: ["catalog"],
    request: get("/api/admin/settings/fx-rates"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "PUT /api/admin/settings/fx-rates",
    permission: ["catalog"],
    request: () => ({
      method: "PUT",
      url: "/api/admin/settings/fx-rates",
      payload: { use: "owner", rates: { EUR: 0.92, GBP: 0.79, JPY: 156.3, CAD: 1.4, AUD: 1.536 } },
    }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/tax-rates/:state", request: get("/api/tax-rates/CA"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "POST /api/admin/tax-rates",
    request: () => ({ method: "POST", url: "/api/admin/tax-rates", payload: { state: "NV", taxRate: "6.85" } }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 200,
  },
  {
    route: "DELETE /api/admin/tax-rates/:id",
    request: (f) => ({ method: "DELETE", url: `/api/admin/tax-rates/${f.taxRateId}` }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 204,
  },
  {
    route: "POST /api/images/upload",
    permission: ["catalog"],
    request: () => ({ method: "POST", url: "/api/images/upload" }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/objects/upload",
    permission: ["catalog"],
    request: () => ({ method: "POST", url: "/api/objects/upload" }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // The signed URL itself is the permission: whoever holds a valid one may PUT once.
    route: "PUT /objects/upload/:kind/:name",
    request: (f) => ({ method: "PUT", url: f.uploadUrl, headers: { "content-type": "image/png" }, payload: PNG }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /objects/images/:name",
    request: get("/objects/images/00000000-0000-4000-8000-000000000000"),
    anonymous: 404,
    customer: 404,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /objects/uploads/:name",
    request: get("/objects/uploads/00000000-0000-4000-8000-000000000000"),
    anonymous: 404,
    customer: 404,
    staff: 404,
    owner: 404,
  },
  {
    route: "POST /api/contact",
    request: () => ({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "Do you ship to the UK?" },
    }),
    anonymous: 201,
    customer: 201,
    staff: 201,
    owner: 201,
  },
  {
    route: "POST /api/shipping/rates",
    request: () => ({
      method: "POST",
      url: "/api/shipping/rates",
      payload: {
        shipToCity: "Sebastopol",
        shipToState: "CA",
        shipToZip: "95472",
        shipToCountry: "United States",
        items: [{ weight: 2, length: 10, width: 8, height: 4, quantity: 1 }],
      },
    }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/payment/config", request: get("/api/payment/config"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  {
    route: "GET /api/payment/test-accept.js",
    request: get("/api/payment/test-accept.js"),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/payment/test-tokens",
    request: () => ({
      method: "POST",
      url: "/api/payment/test-tokens",
      payload: { cardNumber: "4111111111111111", month: "12", year: "2035", cardCode: "123", zip: "95472" },
    }),
    anonymous: 200,
    customer: 200,
    staff: 200,
    owner: 200,
  },
  {
    // Past the guard an empty body is a 400: the guard runs first, so strangers get 401.
    route: "POST /api/payment/charge",
    request: () => ({ method: "POST", url: "/api/payment/charge", payload: {} }),
    anonymous: 401,
    customer: 400,
    staff: 403,
    owner: 403,
  },
  { route: "GET /api/user/orders", request: get("/api/user/orders"), anonymous: 401, customer: 200, staff: 200, owner: 200 },
  { route: "GET /sitemap.xml", request: get("/sitemap.xml"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  { route: "GET /robots.txt", request: get("/robots.txt"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
  ...accountRows,
  ...orderRows,
  ...paperRows,
  ...institutionalRows,
  ...unitRows,
  ...registrationRows,
  ...sellingRows,
  ...pricingRows,
  ...serviceRows,
  ...webhookRows,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A PDF stored under `kind` through a signed upload URL issued to `uploadedBy`; answers its path. */
async function storedDocument(kind: DocumentKind, uploadedBy: number): Promise<string> {
  const uploadURL = await issueUploadUrl(t.deps.db, t.deps.objectStore, { kind, uploadedBy, origin: "http://localhost" });
  const url = new URL(uploadURL);
  const res = await t.app.inject({ method: "PUT", url: `${url.pathname}${url.search}`, payload: PDF });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ objectPath: string }>().objectPath;
}

/** A unit of the fixture customer's with a certificate and a factors file, and another customer's with a certificate. */
async function fixtureUnits(product: { id: string; name: string }, ownerId: number, otherId: number, files: [string, string, string]) {
  const [own, others] = await t.deps.db
    .insert(units)
    .values([
      { serial: "AUTH-1", productId: product.id, productName: product.name, ownerId },
      { serial: "AUTH-2", productId: product.id, productName: product.name, ownerId: otherId },
    ])
    .returning();
  const points = [
    { frequencyHz: 1e6, factorDb: 10 },
    { frequencyHz: 1e7, factorDb: 5 },
  ];
  const [ownDocument, , othersDocument] = await t.deps.db
    .insert(unitDocuments)
    .values([
      { unitId: own!.id, kind: "certificate", name: "CAL-AUTH-1", fileUrl: files[0], uploadedBy: "staff@gravensteinrf.com" },
      { unitId: own!.id, kind: "factors", name: "F-AUTH-1", fileUrl: files[1], factors: points, uploadedBy: "staff@gravensteinrf.com" },
      { unitId: others!.id, kind: "certificate", name: "CAL-AUTH-2", fileUrl: files[2], uploadedBy: "staff@gravensteinrf.com" },
    ])
    .returning();
  return { own: own!.id, ownDocument: ownDocument!.id, others: others!.id, othersDocument: othersDocument!.id };
}

/** An approved calibration request of each fixture unit's owner (the approval is what gives the RMA form). */
async function fixtureServiceRequests(unitsOf: { own: number; others: number }, ownerId: number, otherId: number) {
  const [own, others] = await t.deps.db
    .insert(serviceRequests)
    .values([
      { number: "RMA-2026-00901", unitId: unitsOf.own, userId: ownerId, type: "calibration", description: "Yearly.", status: "approved" },
      { number: "RMA-2026-00902", unitId: unitsOf.others, userId: otherId, type: "repair", description: "Dead.", status: "requested" },
    ])
    .returning();
  await t.deps.db.insert(serviceRequestEvents).values([
    { requestId: own!.id, fromStatus: null, toStatus: "requested", actor: "customer" },
    { requestId: own!.id, fromStatus: "requested", toStatus: "approved", actor: "staff@gravensteinrf.com" },
    { requestId: others!.id, fromStatus: null, toStatus: "requested", actor: "customer" },
  ]);
  return { own: own!.id, others: others!.id };
}

async function fixture(): Promise<{ f: Fixture; cookies: Record<Role, string | undefined>; limited: { id: number; cookie: string } }> {
  await t.reset();
  const category = await createCategory(t.deps.db, { name: "Authorization Probes" });
  const empty = await createCategory(t.deps.db, { name: "Empty Category" });
  const product = await createProduct(t.deps.db, { categoryId: category.id });
  const order = await createOrder(t.deps.db);
  const tax = await createTaxRate(t.deps.db, "CA", "7.25");
  const customer = await createUser(t.deps.db, { username: "authz-customer", email: "authz@example.com" });
  const login = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: customer.username, password: customer.password },
  });
  const adminCookie = await loginAsAdmin(t.app, t.deps.db);
  const staff = await loginAsStaff(t.app, t.deps.db, { permissions: [...staffPermissions] });
  // The staff member whose permissions each permission case sets before it asks.
  const limited = await loginAsStaff(t.app, t.deps.db, { permissions: [] });
  const removable = await createUser(t.deps.db, { username: "authz-removable", email: "leaving@gravensteinrf.com", role: "staff" });
  const pendingSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  await t.deps.db
    .update(users)
    .set({ totpPendingSecret: pendingSecret })
    .where(inArray(users.role, ["staff", "owner"]));
  const [address] = await t.deps.db
    .insert(userAddresses)
    .values({ ...addressBody, userId: customer.id, isDefault: true })
    .returning();
  const verifyToken = await issueToken(t.deps.db, { userId: customer.id, purpose: "verify_email", email: customer.email });
  const resetToken = await issueToken(t.deps.db, { userId: customer.id, purpose: "password_reset", email: customer.email });
  await t.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, removable.id));
  const customerOrder = await createOrder(t.deps.db, { userId: customer.id });
  const abroadOrder = await createOrder(t.deps.db, {
    userId: customer.id,
    ...{ street: "Unter den Linden 5", city: "Berlin", state: "", zipCode: "10117", country: "Germany", incoterm: "DAP" },
  });
  const charged = await createChargedOrder(t.deps.db, { settled: true });
  const otherCustomer = await createUser(t.deps.db, { username: "authz-other-customer" });
  const documents = {} as Fixture["documents"];
  for (const kind of ["certificates", "purchase-orders"] as const)
    documents[kind] = { own: await storedDocument(kind, customer.id), others: await storedDocument(kind, otherCustomer.id) };
  const unitDocument = await storedDocument("unit-documents", staff.id);
  const ownedUnits = await fixtureUnits(product, customer.id, otherCustomer.id, [
    unitDocument,
    await storedDocument("unit-documents", staff.id),
    await storedDocument("unit-documents", staff.id),
  ]);
  const ownedRequests = await fixtureServiceRequests(ownedUnits, customer.id, otherCustomer.id);
  const unpaidInvoice = await createOrder(t.deps.db, {
    paymentMethod: "invoice",
    paymentStatus: "awaiting_payment",
    dueDate: "2099-01-31",
    invoiceNumber: "INV-2099-00001",
  });
  const discount = await createDiscountCode(t.deps.db, { code: "AUTHZ10" });
  const group = await createGroup(t.deps.db, "Education", "10.00");
  const [endpoint] = await t.deps.db
    .insert(webhookEndpoints)
    .values({ url: "https://93.184.215.14/hooks", events: ["order.paid"], secret: "whsec_authz" })
    .returning();
  const [delivery] = await t.deps.db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint!.id, eventId: crypto.randomUUID(), type: "order.paid", data: { orderId: order.id }, state: "failed" })
    .returning();
  const { uploadURL } = await t.deps.objectStore.createUploadUrl("images", "http://localhost");
  const url = new URL(uploadURL);
  return {
    f: {
      categoryId: category.id,
      emptyCategoryId: empty.id,
      categoryName: category.name,
      productId: product.id,
      orderId: order.id,
      taxRateId: tax.id,
      customer: { username: customer.username, password: customer.password },
      uploadUrl: `${url.pathname}${url.search}`,
      passwords: { anonymous: "", customer: customer.password, staff: staff.password, owner: ADMIN_PASSWORD },
      verifyToken,
      resetToken,
      pendingSecret,
      addressId: address!.id,
      removableStaffId: removable.id,
      customerOrderId: customerOrder.id,
      abroadOrderId: abroadOrder.id,
      chargedOrderId: charged.order.id,
      documents,
      unitDocument,
      units: ownedUnits,
      unpaidInvoiceOrderId: unpaidInvoice.id,
      discountId: discount.id,
      groupId: group.id,
      serviceRequests: ownedRequests,
      webhook: { id: endpoint!.id, deliveryId: delivery!.id },
    },
    cookies: { anonymous: undefined, customer: sessionCookie(login), staff: staff.cookie, owner: adminCookie },
    limited: { id: limited.id, cookie: limited.cookie },
  };
}

/** Permissions no route checks yet. */
const NOT_YET_USED: readonly StaffPermission[] = [];

type Asker = { role: Role } | { role: "staff"; permissions: readonly StaffPermission[]; named: string };

const asked = (asker: Asker) => ("permissions" in asker ? asker.named : asker.role);

/** The status each asker must get: the table's columns, then the permission cases of a row that names its permissions. */
function cases(row: Row): [Asker, number][] {
  const byRole = (["anonymous", "customer", "staff", "owner"] as const).map((role): [Asker, number] => [{ role }, row[role]]);
  if (row.permission === "none") return [...byRole, [{ role: "staff", permissions: [], named: "staff without permissions" }, row.staff]];
  if (!Array.isArray(row.permission)) return byRole;
  const needed: readonly StaffPermission[] = row.permission;
  const exact: [Asker, number] = [{ role: "staff", permissions: needed, named: `staff with only ${needed.join(" and ")}` }, row.staff];
  const lacking = needed.map((missing): [Asker, number] => [
    { role: "staff", permissions: staffPermissions.filter((permission) => permission !== missing), named: `staff with all but ${missing}` },
    403,
  ]);
  return [...byRole, exact, ...lacking];
}

describe("authorization table", () => {
  it("covers every route the app serves", () => {
    const served = t.routes
      .filter((r) => /^\/(api|objects)\/|^\/(sitemap\.xml|robots\.txt|livez|readyz|metrics)$/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(served).toEqual([...new Set(table.map((row) => row.route))].sort());
  });

  it("names the permissions of every route that staff may use and customers may not", () => {
    const unnamed = table
      .filter((row) => row.customer === 403 && row.staff !== 403 && row.permission === undefined)
      .map((row) => row.route);
    expect(unnamed).toEqual([]);
  });

  it("has, for each permission in use, a route that staff holding it pass (2xx) and staff lacking it do not (403)", () => {
    const checked = new Set(table.flatMap((row) => (Array.isArray(row.permission) ? row.permission : [])));
    expect([...checked].sort()).toEqual(staffPermissions.filter((permission) => !NOT_YET_USED.includes(permission)).sort());
    for (const permission of checked) {
      const passing = table.filter((row) => Array.isArray(row.permission) && row.permission.includes(permission) && row.staff < 300);
      expect(passing.length, permission).toBeGreaterThan(0);
    }
  });

  // A fresh fixture costs a reset, four sign-ins and a dozen rows: it is reused after an answer that
  // cannot have changed anything (a GET, or a guard's 401 or 403 on a route outside the sign-in flows).
  let current: Awaited<ReturnType<typeof fixture>> | undefined;
  const untouched = (route: string, status: number) =>
    route.startsWith("GET ") ||
    ((status === 401 || status === 403) && !/login|logout|register|password|two-factor|2fa|verify|reset|token/i.test(route));
  for (const row of table) {
    for (const [asker, status] of cases(row)) {
      it(`${row.route}${row.variant ? ` (${row.variant})` : ""} as ${asked(asker)} -> ${status}`, async () => {
        const fresh = current ?? (await fixture());
        current = undefined;
        const { f, cookies, limited } = fresh;
        let cookie = cookies[asker.role];
        if ("permissions" in asker) {
          // Changed after the staff member signed in: the guard must read it at this request.
          await t.deps.db
            .update(users)
            .set({ permissions: [...asker.permissions] })
            .where(eq(users.id, limited.id));
          cookie = limited.cookie;
        }
        const request = row.request(f, asker.role);
        const res = await t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) } });
        expect(res.statusCode, res.body).toBe(status);
        if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.any(String) });
        if ("permissions" in asker && status === 403)
          expect(res.json<{ message: string }>().message).toMatch(/^You do not have permission to /);
        if (untouched(row.route, res.statusCode)) current = fresh;
      });
    }
  }
});
