import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FxFeed } from "./adapters/fx/fx-feed";
import type { Mailer } from "./adapters/mail/mailer";
import type { PaymentGateway } from "./adapters/payments/payment-gateway";
import type { VatRegistry } from "./adapters/tax-ids/vat-registry";
import type { ShippingRates } from "./adapters/shipping/shipping-rates";
import type { ObjectStore } from "./adapters/storage/object-store";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { CatalogCache } from "./domain/catalog/catalog-cache";
import type { ScreeningList } from "./domain/export/screening-list";
import type { OutboxWorker } from "./domain/mail/mail-outbox";
import type { Guards } from "./http/auth";
import type { Metrics } from "./http/metrics";
import type { RequestLog } from "./http/request-log";
import type { PageSource } from "../shared/ssr-page";

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
  /** EU VAT numbers' registry (VIES), or none: formats only. */
  vatRegistry: VatRegistry;
  objectStore: ObjectStore;
  /** ECB's daily currency rates with FX_RATES_URL set; null: the owner's rates or the built-in table. */
  fxFeed: FxFeed | null;
}

/** What every route module receives: the database, settings, guards and adapters. */
export interface AppDeps extends Omit<Adapters, "mailer"> {
  /**
   * The mail adapter (SMTP or the .eml folder): only the outbox's worker delivers through it. A
   * feature queues its mail with `enqueueMail(tx, message)` in the change's transaction and kicks `mailWorker`.
   */
  mailTransport: Mailer;
  mailWorker: OutboxWorker;
  config: Config;
  database: Database;
  db: Db;
  guards: Guards;
  catalog: CatalogCache;
  /** The denied-party screening list in memory, rebuilt on import (extensions §9). */
  screening: ScreeningList;
  requestLog: RequestLog;
  /** Prometheus counters and histograms (GET /metrics). */
  metrics: Metrics;
  /** Absolute path of the folder that holds DATA_DIR's files (outbox, objects, secrets). */
  dataDir: string;
  isHttps(request: FastifyRequest): boolean;
  /** Where the public pages come from: the build (builtPages), or the sources in the server tests. */
  pages: PageSource;
  /** PUBLIC_URL's origin, or the request's own (http/public-origin.ts). */
  publicOrigin(request: FastifyRequest): string;
}

export type RouteModule = (app: AppInstance, deps: AppDeps) => void | Promise<void>;
