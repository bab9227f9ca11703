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
import { userAddresses } from "../../src/server/db/schema/accounts";
import { users } from "../../src/server/db/schema/users";
import { issueToken } from "../../src/server/domain/accounts/tokens.service";

// Every route the shop serves x {anonymous, customer, staff, owner} -> the status it must answer.
// A new route fails the coverage check below until it has a row here.

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
  chargedOrderId: string;
}

type Role = "anonymous" | "customer" | "staff" | "owner";
interface Row {
  route: string;
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
    route: "DELETE /api/admin/staff/:id",
    request: (f) => ({ method: "DELETE", url: `/api/admin/staff/${f.removableStaffId}` }),
    anonymous: 401,
    customer: 403,
    staff: 403,
    owner: 204,
  },
  {
    route: "POST /api/admin/2fa/setup",
    request: () => ({ method: "POST", url: "/api/admin/2fa/setup" }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/2fa/enable",
    request: (f) => ({ method: "POST", url: "/api/admin/2fa/enable", payload: { code: totpCode(f.pendingSecret) } }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // Past the guard: two-factor sign-in is not on for the fixture's admins, so there is nothing to turn off.
    route: "POST /api/admin/2fa/disable",
    request: () => ({ method: "POST", url: "/api/admin/2fa/disable", payload: { code: "123456" } }),
    anonymous: 401,
    customer: 403,
    staff: 409,
    owner: 409,
  },
  { route: "GET /api/admin/activity", request: get("/api/admin/activity"), anonymous: 401, customer: 403, staff: 403, owner: 200 },
];

// Extensions §1: the order after the payment.
const orderRows: Row[] = [
  { route: "GET /api/admin/orders.csv", request: get("/api/admin/orders.csv"), anonymous: 401, customer: 403, staff: 200, owner: 200 },
  {
    route: "GET /api/admin/orders/:id",
    request: (f) => get(`/api/admin/orders/${f.orderId}`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/orders/:id/shipments",
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
    request: (f) => ({ method: "POST", url: `/api/admin/orders/${f.chargedOrderId}/cancel`, payload: { reason: "Authorization test" } }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/admin/orders/:id/refunds",
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
  { route: "GET /api/admin/stats/sales", request: get("/api/admin/stats/sales"), anonymous: 401, customer: 403, staff: 200, owner: 200 },
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
    request: (f) => get(`/api/admin/orders/${f.orderId}/invoice.pdf`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "GET /api/admin/orders/:id/packing-slip.pdf",
    request: (f) => get(`/api/admin/orders/${f.orderId}/packing-slip.pdf`)(),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
];

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
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
    route: "GET /api/user/quotes/:id/pdf",
    request: get(`/api/user/quotes/${UNKNOWN_ID}/pdf`),
    anonymous: 401,
    customer: 404,
    staff: 403,
    owner: 403,
  },
  { route: "GET /api/admin/quotes", request: get("/api/admin/quotes"), anonymous: 401, customer: 403, staff: 200, owner: 200 },
  {
    route: "GET /api/admin/quotes/:id/pdf",
    request: get(`/api/admin/quotes/${UNKNOWN_ID}/pdf`),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "PUT /api/admin/quotes/:id",
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
  { route: "GET /api/admin/customers", request: get("/api/admin/customers"), anonymous: 401, customer: 403, staff: 200, owner: 200 },
  {
    route: "PUT /api/admin/customers/:id",
    request: () => ({ method: "PUT", url: "/api/admin/customers/999999", payload: { paymentTerms: "net30" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /api/admin/orders/:id/payments",
    request: (f) => ({ method: "GET", url: `/api/admin/orders/${f.orderId}/payments` }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    // A card order has no invoice balance: the permitted roles reach the rule (409).
    route: "POST /api/admin/orders/:id/payments",
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
    request: get("/api/admin/tax-exemptions"),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "PUT /api/admin/tax-exemptions/:id",
    request: () => ({ method: "PUT", url: "/api/admin/tax-exemptions/999999", payload: { status: "approved" } }),
    anonymous: 401,
    customer: 403,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /objects/certificates/:name",
    request: get(`/objects/certificates/${UNKNOWN_ID}`),
    anonymous: 404,
    customer: 404,
    staff: 404,
    owner: 404,
  },
  {
    route: "GET /objects/purchase-orders/:name",
    request: get(`/objects/purchase-orders/${UNKNOWN_ID}`),
    anonymous: 404,
    customer: 404,
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
    request: (f) => ({ method: "POST", url: "/api/products", payload: productBody(f) }),
    anonymous: 401,
    customer: 403,
    staff: 201,
    owner: 201,
  },
  {
    route: "PUT /api/products/:id",
    request: (f) => ({ method: "PUT", url: `/api/products/${f.productId}`, payload: productBody(f) }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "DELETE /api/products/:id",
    request: (f) => ({ method: "DELETE", url: `/api/products/${f.productId}` }),
    anonymous: 401,
    customer: 403,
    staff: 204,
    owner: 204,
  },
  {
    route: "POST /api/admin/categories",
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
    request: (f) => ({ method: "DELETE", url: `/api/admin/categories/${f.emptyCategoryId}` }),
    anonymous: 401,
    customer: 403,
    staff: 204,
    owner: 204,
  },
  { route: "GET /api/admin/orders", request: get("/api/admin/orders"), anonymous: 401, customer: 403, staff: 200, owner: 200 },
  {
    route: "PUT /api/orders/:id/status",
    request: (f) => ({ method: "PUT", url: `/api/orders/${f.orderId}/status`, payload: { status: "processing" } }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  { route: "GET /api/admin/stats", request: get("/api/admin/stats"), anonymous: 401, customer: 403, staff: 200, owner: 200 },
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
  { route: "GET /api/tax-rates", request: get("/api/tax-rates"), anonymous: 200, customer: 200, staff: 200, owner: 200 },
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
    request: () => ({ method: "POST", url: "/api/images/upload" }),
    anonymous: 401,
    customer: 403,
    staff: 200,
    owner: 200,
  },
  {
    route: "POST /api/objects/upload",
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
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fixture(): Promise<{ f: Fixture; cookies: Record<Role, string | undefined> }> {
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
  const staff = await loginAsStaff(t.app, t.deps.db);
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
  const charged = await createChargedOrder(t.deps.db, { settled: true });
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
      chargedOrderId: charged.order.id,
    },
    cookies: { anonymous: undefined, customer: sessionCookie(login), staff: staff.cookie, owner: adminCookie },
  };
}

describe("authorization table", () => {
  it("covers every route the app serves", () => {
    const served = t.routes
      .filter((r) => /^\/(api|objects)\/|^\/(sitemap\.xml|robots\.txt|livez|readyz|metrics)$/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(served).toEqual([...new Set(table.map((row) => row.route))].sort());
  });

  // A fresh fixture costs a reset, three sign-ins and a dozen rows: it is reused after an answer that
  // cannot have changed anything (a guard's 401 or 403 on a route outside the sign-in flows).
  let current: Awaited<ReturnType<typeof fixture>> | undefined;
  const untouched = (route: string, status: number) =>
    (status === 401 || status === 403) && !/login|logout|register|password|two-factor|2fa|verify|reset|token/i.test(route);
  for (const row of table) {
    for (const role of ["anonymous", "customer", "staff", "owner"] as const) {
      it(`${row.route} as ${role} -> ${row[role]}`, async () => {
        const fresh = current ?? (await fixture());
        current = undefined;
        const { f, cookies } = fresh;
        const request = row.request(f, role);
        const cookie = cookies[role];
        const res = await t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) } });
        expect(res.statusCode, res.body).toBe(row[role]);
        if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.any(String) });
        if (untouched(row.route, res.statusCode)) current = fresh;
      });
    }
  }
});
