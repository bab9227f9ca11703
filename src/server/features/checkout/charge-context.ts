import type { FastifyBaseLogger } from "fastify";
import type { PaymentGateway } from "../../adapters/payments/payment-gateway";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { VatRegistry } from "../../adapters/tax-ids/vat-registry";
import type { ObjectStore } from "../../adapters/storage/object-store";
import type { ChargeFailpoint } from "../../config";
import type { Db } from "../../db/client";
import type { CatalogCache } from "../../domain/catalog/catalog-cache";
import type { ScreeningList } from "../../domain/export/screening-list";
import type { OutboxWorker } from "../../domain/mail/mail-outbox";
import type { ChargeLimit } from "./charge-limit";

/** What a charge needs, from the route (charge.routes.ts) to the settle (charge-settle.ts). */
export interface ChargeContext {
  db: Db;
  gateway: PaymentGateway;
  shippingRates: ShippingRates;
  /** EU VAT numbers' registry (VIES) or none (extensions §9). */
  vatRegistry: VatRegistry;
  /** Where an invoiced order's PO file must be stored. */
  objectStore: ObjectStore;
  /** Woken when a paid charge has queued its mails in the statement that records it. */
  mailWorker: Pick<OutboxWorker, "kick">;
  catalog: CatalogCache;
  /** The denied-party screening list (extensions §9). */
  screening: ScreeningList;
  shopEmail: string;
  /** The longest the gateway may take (PAYMENT_TIMEOUT_MS); past it the payment counts as failed. */
  gatewayTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Card testing: CHARGE_MAX_FAILURES_PER_HOUR declined and failed charges per account and per IP. */
  chargeLimit: ChargeLimit;
  /** CHARGE_FAILPOINT (crash tests only). */
  failpoint?: ChargeFailpoint | undefined;
}
