import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Mailer } from "./adapters/mail/mailer";
import type { PaymentGateway } from "./adapters/payments/payment-gateway";
import type { ShippingRates } from "./adapters/shipping/shipping-rates";
import type { ObjectStore } from "./adapters/storage/object-store";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { CatalogCache } from "./domain/catalog/catalog-cache";
import type { OutboxWorker } from "./domain/mail/mail-outbox";
import type { Guards } from "./http/auth";
import type { Metrics } from "./http/metrics";
import type { RequestLog } from "./http/request-log";

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The outside services, each an interface with a real and an embedded implementation. */
export interface Adapters {
  mailer: Mailer;
  paymentGateway: PaymentGateway;
  shippingRates: ShippingRates;
  objectStore: ObjectStore;
}

/** What every route module receives: the database, settings, guards and adapters. */
export interface AppDeps extends Adapters {
  /** Queues into the e-mail outbox (the adapter's transport is `mailTransport`, used by `mailWorker`). */
  mailer: Mailer;
  mailTransport: Mailer;
  mailWorker: OutboxWorker;
  config: Config;
  database: Database;
  db: Db;
  guards: Guards;
  catalog: CatalogCache;
  requestLog: RequestLog;
  /** Prometheus counters and histograms (GET /metrics). */
  metrics: Metrics;
  /** Absolute path of the folder that holds DATA_DIR's files (outbox, objects, secrets). */
  dataDir: string;
  isHttps(request: FastifyRequest): boolean;
  /** PUBLIC_URL's origin, or the request's own (http/public-origin.ts). */
  publicOrigin(request: FastifyRequest): string;
}

export type RouteModule = (app: AppInstance, deps: AppDeps) => void | Promise<void>;
