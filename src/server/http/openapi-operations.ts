/**
 * The parts of the OpenAPI document made centrally from a route's method and path and the guards
 * it runs (extensions §10), so that the ~40 route modules stay as they are: each operation's
 * operationId and summary, and the `{ message }` error answers every route can give.
 */
import { addExamples } from "./openapi-examples";
import { EXTRA_ERRORS, IDEMPOTENCY_KEY, IDEMPOTENT_OPERATIONS, RAW_BODIES, SIGNED_UPLOAD, successAnswers } from "./openapi-answers";

/** The signed upload PUT of the local store (GET /objects/... are files, not API). */
export const SIGNED_UPLOAD_ID = "putUploadByKindByName";

/** What the guards of a route tell about who may call it. */
export interface OperationFacts {
  /** Behind a session guard: answers 401 without a signed-in session. */
  session: boolean;
  /** Refuses some signed-in users (a staff permission, the owner, customer accounts only): 403. */
  restricted: boolean;
}

/** `:id`, `:docId` and `{id}` path segments. */
const isParam = (segment: string) => segment.startsWith(":") || segment.startsWith("{");
const paramName = (segment: string) => segment.replace(/^[:{]|}$/g, "");
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** The words of a path segment: `tax-rates` -> tax, rates; `orders.csv` -> orders, csv. */
const wordsOf = (segment: string) => segment.split(/[-_.]/).filter(Boolean);

/** The path below `/api`, as segments. */
function segmentsOf(url: string): string[] {
  return url.split("/").filter(Boolean).slice(1);
}

/**
 * The operationId: the method in lower case, then the path below `/api` in camelCase, a path
 * parameter as `By` + its name; e.g. GET /api/admin/orders/:id -> `getAdminOrdersById`, GET
 * /api/user/orders/:id/invoice.pdf -> `getUserOrdersByIdInvoicePdf`. Stable as long as the route's
 * method and path are, and unique because they are.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = segmentsOf(url).flatMap((segment) =>
    isParam(segment) ? ["By", capitalize(paramName(segment))] : wordsOf(segment).map(capitalize),
  );
  return method.toLowerCase() + parts.join("");
}

/** Hand-written summaries by operationId; an operation not named here gets a generated one. */
const SUMMARIES: Record<string, string> = {
  getHealth: "Check that the server is up",
  getUser: "Get the signed-in user",
  postRegister: "Create a customer account",
  postLogin: "Sign in",
  postAdminLogin: "Sign in to the admin",
  postLogout: "Sign out",
  postPasswordResetRequest: "Request a password reset e-mail",
  postPasswordResetConfirm: "Set a new password with a reset token",
  getProducts: "List and filter products",
  getProductsById: "Get a product",
  postProducts: "Create a product",
  putProductsById: "Update a product",
  deleteProductsById: "Delete a product",
  getCategories: "List categories",
  getSearch: "Search the catalog",
  postShippingRates: "Quote shipping rates for a cart",
  getPaymentConfig: "Get the payment form's configuration",
  postPaymentCharge: "Place an order and pay for it",
  postQuotes: "Request a quote",
  postContact: "Send a message to the shop",
  postDiscountsCheck: "Check a discount code against a cart",
  getAdminOrders: "List orders",
  getAdminOrdersById: "Get an order",
  getAdminOrdersCsv: "Export orders as CSV",
  postAdminOrdersByIdRefunds: "Refund an order",
  postAdminOrdersByIdShipments: "Ship an order",
  putOrdersByIdStatus: "Change an order's status",
  getAdminDiscounts: "List discount codes",
  postAdminDiscounts: "Create a discount code",
  putAdminDiscountsById: "Update a discount code",
  deleteAdminDiscountsById: "Delete a discount code",
  getUserOrders: "List the signed-in customer's orders",
  getUserOrdersById: "Get one of the signed-in customer's orders",
  getAdminWebhooks: "List webhook endpoints",
  postAdminWebhooks: "Register a webhook endpoint",
  deleteAdminWebhooksById: "Delete a webhook endpoint",
  getCertificatesVerify: "Verify a calibration certificate",
  getAdminLogs: "Read the server log",
  postUserEmail: "Change the e-mail address",
  postUserEmailVerify: "Confirm a new e-mail address",
  postUserPassword: "Change the password",
  getUserAddresses: "List saved addresses",
  postUserAddresses: "Save an address",
  putUserAddressesById: "Update a saved address",
  deleteUserAddressesById: "Delete a saved address",
  postAdmin2faSetup: "Start setting up two-factor sign-in",
  postAdmin2faEnable: "Turn on two-factor sign-in",
  postAdmin2faDisable: "Turn off two-factor sign-in",
  getAdminStaff: "List staff accounts",
  postAdminStaff: "Create a staff account",
  putAdminStaffById: "Update a staff account",
  deleteAdminStaffById: "Delete a staff account",
  getAdminActivity: "List the activity log",
  getTaxRates: "List sales tax rates",
  getTaxRatesByState: "Get a state's sales tax rate",
  postAdminTaxRates: "Set a state's sales tax rate",
  deleteAdminTaxRatesById: "Delete a sales tax rate",
  postAdminCategories: "Create a category",
  putAdminCategoriesById: "Update a category",
  deleteAdminCategoriesById: "Delete a category",
  postAdminOrdersByIdCancel: "Cancel an order",
  postAdminOrdersByIdRelease: "Release an order on hold",
  getAdminStats: "Get the dashboard figures",
  getAdminStatsSales: "Get the sales figures",
  postImagesUpload: "Get a signed upload URL for a product image",
  putUploadByKindByName: "Upload a file to a signed upload URL",
  postObjectsUpload: "Get a signed upload URL for a file",
  getPaymentTestAcceptJs: "Get the test gateway's card script",
  postPaymentTestTokens: "Tokenize a card at the test gateway",
  postUserPurchaseOrdersUpload: "Get a signed upload URL for a purchase order",
  getUserOrdersByIdInvoicePdf: "Download an order's invoice (PDF)",
  getAdminOrdersByIdInvoicePdf: "Download an order's invoice (PDF)",
  getUserOrdersByIdCommercialInvoicePdf: "Download an order's commercial invoice (PDF)",
  getAdminOrdersByIdCommercialInvoicePdf: "Download an order's commercial invoice (PDF)",
  getAdminOrdersByIdPackingSlipPdf: "Download an order's packing slip (PDF)",
  getAdminMailOutbox: "List outgoing e-mails",
  postAdminMailOutboxByIdRetry: "Retry sending an e-mail",
  getAdminMailPreviews: "List the kinds of e-mail the shop sends",
  getAdminMailPreviewsByKind: "Preview one kind of e-mail with sample data",
  getUserQuotes: "List the signed-in customer's quotes",
  getUserQuotesByIdPdf: "Download a quote (PDF)",
  getAdminQuotes: "List quotes",
  getAdminQuotesByIdPdf: "Download a quote (PDF)",
  putAdminQuotesById: "Revise a quote",
  postAdminQuotesByIdRelease: "Release a quote on hold",
  getAdminCustomers: "List customers",
  putAdminCustomersById: "Update a customer",
  getAdminOrdersByIdPayments: "List an order's recorded payments",
  postAdminOrdersByIdPayments: "Record a payment on an order",
  getAdminInvoicesOverdue: "List overdue invoices",
  postUserTaxExemptionsUpload: "Get a signed upload URL for a tax-exemption certificate",
  postUserTaxExemptions: "Submit a tax-exemption certificate",
  getUserTaxExemptions: "List the signed-in customer's tax exemptions",
  getAdminTaxExemptions: "List tax-exemption certificates",
  putAdminTaxExemptionsById: "Approve or reject a tax-exemption certificate",
  getAdminUnits: "List instrument units",
  postAdminUnitsUpload: "Get a signed upload URL for a unit document",
  getAdminUnitsById: "Get an instrument unit",
  postAdminUnitsByIdDocuments: "Attach a document to a unit",
  getUserUnits: "List the signed-in customer's units",
  getUserUnitsById: "Get one of the signed-in customer's units",
  getUserUnitsByIdDocumentsByDocId: "Download a unit's document",
  getUserUnitsByIdFactorsJson: "Download a unit's calibration factors (JSON)",
  postUserUnitsRegister: "Register a unit by serial number",
  getUserUnitsRegistrations: "List the signed-in customer's unit registrations",
  getAdminUnitRegistrations: "List unit registrations",
  putAdminUnitRegistrationsById: "Approve or reject a unit registration",
  postUserServiceRequests: "Request service or calibration",
  getUserServiceRequests: "List the signed-in customer's service requests",
  getUserServiceRequestsById: "Get one of the signed-in customer's service requests",
  getUserServiceRequestsByIdRmaPdf: "Download a service request's RMA form (PDF)",
  getAdminServiceRequests: "List service requests",
  getAdminServiceRequestsById: "Get a service request",
  putAdminServiceRequestsById: "Update a service request",
  postProductsByIdStockAlerts: "Ask to be told when a product is back in stock",
  getStockAlertsUnsubscribe: "Cancel a back-in-stock alert",
  getAdminCustomerGroups: "List customer groups",
  postAdminCustomerGroups: "Create a customer group",
  putAdminCustomerGroupsById: "Update a customer group",
  deleteAdminCustomerGroupsById: "Delete a customer group",
  getFxRates: "Get the display currencies' exchange rates",
  getAdminSettingsFxRates: "Get the exchange-rate settings",
  putAdminSettingsFxRates: "Set the exchange rates",
  getAdminScreeningList: "Get the denied-party screening list's status",
  postAdminScreeningList: "Import the denied-party screening list",
  getAdminWebhooksByIdDeliveries: "List a webhook endpoint's deliveries",
  postAdminWebhooksByIdDeliveriesByDeliveryIdRetry: "Retry a webhook delivery",
};

/** Actions named by a path's last segment (POST /api/admin/orders/:id/cancel). */
const ACTIONS = new Set([
  "cancel",
  "release",
  "retry",
  "enable",
  "disable",
  "setup",
  "verify",
  "confirm",
  "request",
  "check",
  "upload",
  "register",
]);

const singular = (word: string) =>
  word.endsWith("ies")
    ? `${word.slice(0, -3)}y`
    : word.endsWith("sses")
      ? word.slice(0, -2)
      : word.endsWith("ss")
        ? word
        : word.replace(/s$/, "");

/**
 * A summary in plain words: the table's, else made from the method and the path's literal words
 * ("List admin orders", "Get admin order", "Cancel admin order", "Delete admin category").
 */
export function summaryOf(method: string, url: string): string {
  const known = SUMMARIES[operationIdOf(method, url)];
  if (known) return known;
  const segments = segmentsOf(url);
  const last = segments.at(-1) ?? "";
  const endsWithParam = isParam(last);
  const literal = segments.filter((segment) => !isParam(segment));
  const words = (list: string[]) => list.flatMap(wordsOf).join(" ");
  const singularLast = (list: string[]) => [...list.slice(0, -1), singular(list.at(-1) ?? "")];
  const verb = method.toUpperCase();
  if (!endsWithParam && ACTIONS.has(last) && verb === "POST") {
    const object = literal.slice(0, -1);
    return `${capitalize(last)} ${words(isParam(segments.at(-2) ?? "") ? singularLast(object) : object)}`.trim();
  }
  if (verb === "GET")
    return endsWithParam ? `Get ${words(singularLast(literal))}` : `${last.endsWith("s") ? "List" : "Get"} ${words(literal)}`;
  if (verb === "POST")
    return `${endsWithParam ? "Post to" : last.endsWith("s") ? "Create" : "Submit"} ${words(last.endsWith("s") ? singularLast(literal) : literal)}`;
  if (verb === "PUT") return `${endsWithParam ? "Update" : "Replace"} ${words(endsWithParam ? singularLast(literal) : literal)}`;
  if (verb === "DELETE") return `Delete ${words(singularLast(literal))}`;
  return `${capitalize(method.toLowerCase())} ${words(literal)}`;
}

/** The one error body the server answers with (src/server/http/error-handler.ts). */
export const ERROR_SCHEMA = {
  type: "object",
  description: "What went wrong, in words meant for the user.",
  properties: { message: { type: "string" } },
  required: ["message"],
} as const;

/** Named error answers, each the Error schema with a message the server gives; referenced by status code. */
export const ERROR_RESPONSES = {
  "400": {
    name: "BadRequest",
    description: "The request is malformed or fails validation.",
    example: "amount: must be a number with at most two decimals",
  },
  "401": { name: "Unauthorized", description: "No signed-in session (or it has expired).", example: "Not logged in" },
  "403": { name: "Forbidden", description: "The signed-in user may not do this.", example: "Only the owner may do this" },
  "404": { name: "NotFound", description: "Nothing with that identifier.", example: "Not found" },
  "409": {
    name: "Conflict",
    description: "The request conflicts with the current state (a duplicate, or something changed meanwhile).",
    example: "This invoice is already paid in full",
  },
  "413": {
    name: "PayloadTooLarge",
    description: "The body is larger than this operation takes.",
    example: "The image is too large: images may be at most 10 MB",
  },
  "415": {
    name: "UnsupportedMediaType",
    description: "The body is not of a type this operation takes.",
    example: "Unsupported file type: documents must be PDF",
  },
  "429": {
    name: "TooManyRequests",
    description: "Too many attempts: wait as long as Retry-After says.",
    example: "Too many attempts. Please try again later.",
  },
} as const;

/** What a successful answer without its own description is called (the zod provider says "Default Response"). */
const SUCCESS_DESCRIPTIONS: Record<string, string> = { "200": "OK", "201": "Created", "202": "Accepted" };

type Status = keyof typeof ERROR_RESPONSES;

/** The error answers an operation documents, from its path and the facts its guards tell. */
export function errorStatusesOf(url: string, facts: OperationFacts, operationId = ""): Status[] {
  const statuses = new Set<Status>(["400"]);
  if (facts.session) statuses.add("401");
  if (facts.restricted) statuses.add("403");
  if (segmentsOf(url).some(isParam)) statuses.add("404");
  for (const status of EXTRA_ERRORS[operationId] ?? []) statuses.add(status);
  return [...statuses].sort();
}

type Operation = {
  operationId?: string;
  description?: string;
  parameters?: Record<string, unknown>[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: unknown; $ref?: string }>;
};
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

/**
 * The whole document's finishing: the Error schema and the named error answers in components,
 * each operation's error answers referencing them, and a DELETE's answer as the 204 the routes
 * send (no body) instead of the "Default Response" 200 made for a route without a response schema.
 */
export function finishDocument<T extends object>(openapi: T, factsById: ReadonlyMap<string, OperationFacts>): T {
  const document = openapi as Document;
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, Error: ERROR_SCHEMA };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([status, { name, description, example }]) => [
        name,
        {
          description,
          ...(status === "429"
            ? {
                headers: {
                  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
                },
              }
            : {}),
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example: { message: example } } },
        },
      ]),
    ),
  };
  const answers = successAnswers();
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const operationId = operation.operationId ?? "";
      const facts = factsById.get(operationId);
      if (!facts) continue;
      const responses = (operation.responses ??= {});
      if (method === "delete" && Object.keys(responses).join() === "200") {
        delete responses["200"];
        responses["204"] = { description: "Deleted; no content." };
      }
      const own = answers[operationId];
      if (own) {
        // The route sends bytes without a response schema: its "Default Response" 200 says nothing.
        if (!responses["200"]?.content) delete responses["200"];
        Object.assign(responses, own);
      }
      for (const [status, response] of Object.entries(responses))
        if (response.description === "Default Response") response.description = SUCCESS_DESCRIPTIONS[status] ?? "OK";
      for (const status of errorStatusesOf(url, facts, operationId))
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      if (IDEMPOTENT_OPERATIONS.has(operationId)) operation.parameters = [...(operation.parameters ?? []), { ...IDEMPOTENCY_KEY }];
      if (RAW_BODIES[operationId]) operation.requestBody = RAW_BODIES[operationId];
      if (operationId === SIGNED_UPLOAD_ID) {
        operation.parameters = SIGNED_UPLOAD.parameters.map((parameter) => ({ ...parameter }));
        operation.description = SIGNED_UPLOAD.description;
      }
      addExamples(operation, operationId);
    }
  }
  return openapi;
}
