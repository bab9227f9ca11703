import zlib from "node:zlib";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createEcbFeed } from "./adapters/fx/ecb-rates";
import { createMailer } from "./adapters/mail/mailer";
import { createPaymentGateway } from "./adapters/payments/create-payment-gateway";
import { createVatRegistry } from "./adapters/tax-ids/create-vat-registry";
import { createShippingRates } from "./adapters/shipping/create-shipping-rates";
import { builtPages } from "./features/web/page-renderer";
import type { PageSource } from "../shared/ssr-page";
import { createObjectStore } from "./adapters/storage/create-object-store";
import type { Adapters, AppDeps, AppInstance, RouteModule } from "./app-types";
import { trustProxyOption, type Config } from "./config";
import type { Database } from "./db/client";
import { outboxCounts, startOutboxWorker } from "./domain/mail/mail-outbox";
import { accountSecurityRoutes } from "./features/accounts/account-security.routes";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { twoFactorRoutes } from "./features/accounts/two-factor.routes";
import { addressesRoutes } from "./features/addresses/addresses.routes";
import { chargeRoutes } from "./features/checkout/charge.routes";
import { createCatalogCache } from "./domain/catalog/catalog-cache";
import { createScreeningList } from "./domain/export/screening-list";
import { catalogAdminRoutes } from "./features/catalog/catalog-admin.routes";
import { catalogRoutes } from "./features/catalog/catalog.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { mailOutboxRoutes } from "./features/system/mail-outbox.routes";
import { mailPreviewRoutes } from "./features/system/mail-previews.routes";
import { statsRoutes } from "./features/dashboard/stats.routes";
import { orderDocumentsRoutes } from "./features/order-documents/order-documents.routes";
import { ordersAdminRoutes } from "./features/orders/orders-admin.routes";
import { ordersRoutes } from "./features/orders/orders.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { shippingRoutes } from "./features/shipping/shipping.routes";
import { staffRoutes } from "./features/staff/staff.routes";
import { systemRoutes } from "./features/system/system.routes";
import { taxAdminRoutes } from "./features/tax/tax-admin.routes";
import { taxRoutes } from "./features/tax/tax.routes";
import { uploadsRoutes } from "./features/uploads/uploads.routes";
import { screeningRoutes } from "./features/screening/screening.routes";
import { seoRoutes } from "./features/web/seo.routes";
import { quotesRoutes } from "./features/quotes/quotes.routes";
import { customersRoutes } from "./features/customers/customers.routes";
import { orderPaymentsRoutes } from "./features/orders/order-payments.routes";
import { taxExemptionsRoutes } from "./features/tax/tax-exemptions.routes";
import { unitsAdminRoutes } from "./features/units/units-admin.routes";
import { unitsRoutes } from "./features/units/units.routes";
import { webRoutes } from "./features/web/web.routes";
import { unitRegistrationsRoutes } from "./features/unit-registrations/unit-registrations.routes";
import { certificatesRoutes } from "./features/certificates/certificates.routes";
import { serviceRequestsRoutes } from "./features/service-requests/service-requests.routes";
import { searchRoutes } from "./features/search/search.routes";
import { stockAlertsRoutes } from "./features/stock-alerts/stock-alerts.routes";
import { discountsRoutes } from "./features/discounts/discounts.routes";
import { customerGroupsRoutes } from "./features/customers/customer-groups.routes";
import { fxRatesRoutes } from "./features/settings/fx-rates.routes";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes";
import { createGuards } from "./http/auth";
import { registerErrorHandler } from "./http/error-handler";
import { registerInputGuard } from "./http/input-guard";
import { REQUEST_ID_HEADER, registerRequestId, requestIdGenerator } from "./http/request-id";
import { RequestLog, recordRequest } from "./http/request-log";
import { publicOriginOf } from "./http/public-origin";
import { allowedHostOf } from "./http/allowed-hosts";
import { isHttps, registerSecurity, securityHeaders } from "./http/security";
import { timeoutOptions } from "./http/timeouts";
import { registerApiDocs } from "./http/api-docs";
import { registerAllowedMethods } from "./http/allowed-methods";
import { createMetrics, instrumentGateway, recordDuration } from "./http/metrics";
import { healthRoutes } from "./features/system/health.routes";
import { backgroundMailsSettled } from "./domain/accounts/account-links";

/** The route table: every module the shop serves, in one visible list. */
const routeModules: RouteModule[] = [
  systemRoutes,
  accountsRoutes,
  accountSecurityRoutes,
  addressesRoutes,
  twoFactorRoutes,
  staffRoutes,
  catalogRoutes,
  contactRoutes,
  shippingRoutes,
  taxRoutes,
  seoRoutes,
  catalogAdminRoutes,
  ordersAdminRoutes,
  statsRoutes,
  taxAdminRoutes,
  uploadsRoutes,
  paymentsRoutes,
  chargeRoutes,
  ordersRoutes,
  orderDocumentsRoutes,
  healthRoutes,
  mailOutboxRoutes,
  mailPreviewRoutes,
  // extensions §4 (institutional buying)
  quotesRoutes,
  customersRoutes,
  orderPaymentsRoutes,
  taxExemptionsRoutes,
  // extensions §7 (instruments after the shipment)
  unitsAdminRoutes,
  unitsRoutes,
  // extensions §7 (instruments after the shipment); certificates also runs the calibration reminders
  unitRegistrationsRoutes,
  certificatesRoutes,
  // extensions §7: service requests (RMA)
  serviceRequestsRoutes,
  // extensions §8 (search, back-in-stock alerts)
  searchRoutes,
  stockAlertsRoutes,
  // extensions §8 (discount codes, customer groups)
  discountsRoutes,
  customerGroupsRoutes,
  // extensions §9 (buyers abroad): currency rates; also runs ECB's daily fetch
  fxRatesRoutes,
  // extensions §9 (denied-party screening)
  screeningRoutes,
  // extensions §10 (webhooks); also runs the delivery worker
  webhooksRoutes,
  webRoutes,
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Replace an outside service (tests point real adapters at local fake servers). */
  adapters?: Partial<Adapters>;
  logger?: FastifyServerOptions["logger"];
  /** Where the public pages come from: the build unless told (the server tests pass the sources). */
  pages?: PageSource;
}

/** The outside services; `mailer` is the transport the e-mail outbox's worker delivers through. */
export async function createAdapters(config: Config, dataDir: string, database: Database): Promise<Adapters> {
  return {
    mailer: createMailer({ smtpUrl: config.SMTP_URL, outboxDir: path.join(dataDir, "outbox"), from: config.MAIL_FROM }),
    paymentGateway: createPaymentGateway(config, database.db),
    shippingRates: createShippingRates(config),
    vatRegistry: createVatRegistry(config),
    objectStore: await createObjectStore(config, dataDir, database),
    fxFeed: config.FX_RATES_URL ? createEcbFeed({ url: config.FX_RATES_URL }) : null,
  };
}

export interface RouteEntry {
  method: string;
  url: string;
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: AppInstance; deps: AppDeps; routes: RouteEntry[] }> {
  const { config, database } = options;
  const headers = securityHeaders(config);
  const timeouts = timeoutOptions(config);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
    },
    // Requests are recorded in the admin's ring buffer; pino logs events and errors, not every hit.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // A URL the router cannot decode (a bad %-escape) gets our `{ message }` shape too.
    // These answers skip the onRequest hooks, so they get the security headers and the request id here.
    frameworkErrors: (error, request, reply) => {
      const raw = reply as unknown as { headers(h: Record<string, string>): { code(status: number): { send(body: unknown): void } } };
      raw
        .headers({ ...headers, [REQUEST_ID_HEADER]: request.id })
        .code(400)
        .send({ message: error.code === "FST_ERR_BAD_URL" ? "Malformed URL" : error.message });
    },
    bodyLimit: 1_048_576,
    ...timeouts,
    // A request without a Host header reaches the allowed-hosts check and gets its `{ message }` 400.
    http: { ...timeouts.http, requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON only (the signed upload PUT registers its own parser in its scope).
  app.removeContentTypeParser("text/plain");

  const dataDir = path.resolve(config.DATA_DIR);
  const requestLog = new RequestLog(config.REQUEST_LOG_MAX);
  const publicOrigin = publicOriginOf(config);
  const metrics = createMetrics();
  const adapters: Adapters = { ...(await createAdapters(config, dataDir, database)), ...options.adapters };
  // Every mail is queued in the database and delivered by this worker (decision 0033).
  const mailWorker = startOutboxWorker({
    db: database.db,
    transport: adapters.mailer,
    log: app.log,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseSeconds: config.MAIL_RETRY_BASE_S,
  });
  // A link mail still being composed is queued before the worker stops (the outbox then keeps it).
  app.addHook("onClose", async () => {
    await backgroundMailsSettled();
    await mailWorker.stop();
  });
  metrics.setOutboxDepthSource(() => outboxCounts(database.db));
  const { mailer: mailTransport, ...services } = adapters;
  const deps: AppDeps = {
    ...services,
    paymentGateway: instrumentGateway(adapters.paymentGateway, metrics),
    metrics,
    mailTransport,
    mailWorker,
    config,
    database,
    db: database.db,
    guards: createGuards(database.db, { requireTwoFactor: config.ADMIN_REQUIRE_2FA }),
    catalog: await createCatalogCache(database, (cache) => metrics.catalogRebuilds.inc({ cache })),
    screening: createScreeningList(database.db),
    requestLog,
    dataDir,
    isHttps: (request) => isHttps(config, request),
    publicOrigin,
    pages: options.pages ?? builtPages,
  };

  registerErrorHandler(app);
  registerRequestId(app);
  // One onResponse hook for both records of a finished request: the admin's log and /metrics.
  app.addHook("onResponse", (request, reply, done) => {
    recordRequest(requestLog, request, reply);
    recordDuration(metrics, request, reply);
    done();
  });
  registerInputGuard(app);
  registerSecurity(app, headers, publicOrigin, allowedHostOf(config));
  // Answers made per request (pages, JSON) are compressed when the client accepts it; static
  // files have brotli and gzip copies made at build time (preCompressed in web.routes.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Cookies are parsed only where a route needs the session (guards), not on every request.
  await app.register(cookie, { hook: false });

  // Every route the app serves, for the authorization table and bad-input tests.
  const routes: RouteEntry[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routes.push({ method, url: route.url });
  });
  registerAllowedMethods(app);
  // Before the route modules: swagger collects them as they are added (GET /api/openapi.json, /api/docs).
  await registerApiDocs(app, deps.guards);
  for (const routeModule of routeModules) {
    await app.register(async (scope) => {
      await routeModule(scope as AppInstance, deps);
    });
  }
  return { app, deps, routes };
}
