import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { FastifyInstance } from "fastify";
import type { GatewayResult, PaymentGateway } from "../adapters/payments/payment-gateway";

/** How a charge request ended, as counted by `shop_charges_total{outcome}`. */
export type ChargeOutcome = "paid" | "review" | "declined" | "failed" | "uncertain" | "refused";

/** What the outbox reports when /metrics is scraped: mails waiting to be sent, and mails that failed for good. */
export interface OutboxDepth {
  pending: number;
  dead: number;
}

/**
 * The shop's Prometheus metrics, one registry per app (tests build several apps in one process).
 * Everything is counted in memory on the request's own path (a label lookup and an add); nothing
 * reads the database except the outbox gauge, and that only when /metrics is scraped.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status">;
  charges: Counter<"outcome">;
  gatewayDuration: Histogram<"operation" | "outcome">;
  catalogRebuilds: Counter<"cache">;
  /** The outbox tells the gauge how to read its depth (called on each scrape). */
  setOutboxDepthSource(source: () => Promise<OutboxDepth>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let outboxSource: (() => Promise<OutboxDepth>) | undefined;
  const metrics: Metrics = {
    registry,
    httpDuration: new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status, with their duration",
      labelNames: ["method", "route", "status"],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    charges: new Counter({
      name: "shop_charges_total",
      help: "Charge requests (POST /api/payment/charge) by outcome: paid, review (held for review), declined, failed, uncertain (outcome unknown), refused (before the gateway)",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    gatewayDuration: new Histogram({
      name: "shop_payment_gateway_duration_seconds",
      help: "Calls to the payment gateway by operation and outcome, with their duration",
      labelNames: ["operation", "outcome"],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    catalogRebuilds: new Counter({
      name: "shop_catalog_cache_rebuilds_total",
      help: "Rebuilds of the catalog cache (after a change in this or another process)",
      labelNames: ["cache"],
      registers: [registry],
    }),
    setOutboxDepthSource(source) {
      outboxSource = source;
    },
  };
  new Gauge({
    name: "shop_mail_outbox_depth",
    help: "E-mails in the outbox by state: pending (waiting or retrying) and dead (failed for good)",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      this.reset();
      if (!outboxSource) return;
      const depth = await outboxSource();
      this.set({ state: "pending" }, depth.pending);
      this.set({ state: "dead" }, depth.dead);
    },
  });
  return metrics;
}

/** Paths that are not traffic: the monitoring routes themselves. */
export const MONITORING_PATHS = new Set(["/metrics", "/livez", "/readyz"]);

/** Times every request by its route pattern (never the raw URL: ids would explode the label set). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || !MONITORING_PATHS.has(route)) {
      metrics.httpDuration.observe(
        { method: request.method, route: route ?? "(unmatched)", status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}

function resultOutcome(result: GatewayResult): string {
  return result.uncertain ? "uncertain" : result.outcome;
}

/** The gateway with each call timed; answers and errors pass through unchanged. */
export function instrumentGateway(gateway: PaymentGateway, metrics: Metrics): PaymentGateway {
  const timed = async <T>(operation: string, call: () => Promise<T>, outcomeOf: (value: T) => string): Promise<T> => {
    const end = metrics.gatewayDuration.startTimer({ operation });
    try {
      const value = await call();
      end({ outcome: outcomeOf(value) });
      return value;
    } catch (error) {
      end({ outcome: "threw" });
      throw error;
    }
  };
  return {
    kind: gateway.kind,
    charge: (request, options) => timed("charge", () => gateway.charge(request, options), resultOutcome),
    void: (id, options) =>
      timed(
        "void",
        () => gateway.void(id, options),
        (r) => r.outcome,
      ),
    refund: (request, options) =>
      timed(
        "refund",
        () => gateway.refund(request, options),
        (r) => r.outcome,
      ),
    details: (id, options) =>
      timed(
        "details",
        () => gateway.details(id, options),
        (r) => (r ? "found" : "unknown"),
      ),
    lookup: (invoice, options) =>
      timed(
        "lookup",
        () => gateway.lookup(invoice, options),
        (r) => (r ? "found" : "unknown"),
      ),
  };
}
