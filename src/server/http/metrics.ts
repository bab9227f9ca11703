import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from "prom-client";
import type { FastifyReply, FastifyRequest } from "fastify";
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
  httpDuration: RequestDurations;
  charges: Counter<"outcome">;
  gatewayDuration: Histogram<"operation" | "outcome">;
  catalogRebuilds: Counter<"cache">;
  /** Pages made on a miss of the page cache: `server` (rendered by React) or `shell` (the client-rendered shell). */
  pageRenders: Counter<"kind">;
  /** The outbox tells the gauge how to read its depth (called on each scrape). */
  setOutboxDepthSource(source: () => Promise<OutboxDepth>): void;
}

interface DurationSeries {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative), in the order of the upper bounds. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * `shop_http_request_duration_seconds`: every request by method, route pattern and status, with its
 * duration, as a Prometheus histogram. Kept as plain counters behind one string key, and put in
 * prom-client's histogram form only when /metrics is scraped: prom-client's `observe` checks and
 * hashes its label object on every call, which was about a tenth of the CPU of answering a cached
 * product (`npm run bench -- product`). The registry reads it like any of its own metrics.
 */
export class RequestDurations {
  readonly name = "shop_http_request_duration_seconds";
  readonly help = "HTTP requests by method, route pattern and status, with their duration";
  readonly type = "histogram";
  readonly aggregator = "sum";
  private readonly series = new Map<string, DurationSeries>();

  constructor(
    registry: Registry,
    private readonly upperBounds: number[],
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, buckets: this.upperBounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    const bucket = this.upperBounds.findIndex((upper) => seconds <= upper);
    if (bucket !== -1) series.buckets[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** prom-client's histogram values: cumulative buckets, +Inf, sum and count per series. */
  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.upperBounds.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: "+Inf", ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels: { ...labels }, value: sum });
      values.push({ metricName: `${this.name}_count`, labels: { ...labels }, value: count });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values });
  }

  reset(): void {
    this.series.clear();
  }
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let outboxSource: (() => Promise<OutboxDepth>) | undefined;
  const metrics: Metrics = {
    registry,
    httpDuration: new RequestDurations(registry, [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]),
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
    pageRenders: new Counter({
      name: "shop_page_renders_total",
      help: "Pages made because the page cache did not hold them, by kind: server (rendered by React) or shell (the client-rendered shell)",
      labelNames: ["kind"],
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

/** Times one request by its route pattern (never the raw URL: ids would explode the label set); an onResponse step. */
export function recordDuration(metrics: Metrics, request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url;
  if (route === undefined || !MONITORING_PATHS.has(route))
    metrics.httpDuration.observe(request.method, route ?? "(unmatched)", reply.statusCode, reply.elapsedTime / 1000);
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
    void: (request, options) =>
      timed(
        "void",
        () => gateway.void(request, options),
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
    findFollowUp: (query, options) =>
      timed(
        "find_follow_up",
        () => gateway.findFollowUp(query, options),
        (r) => (r ? "found" : "unknown"),
      ),
  };
}
