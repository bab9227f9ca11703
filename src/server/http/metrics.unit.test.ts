import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestDurations } from "./metrics";

const BOUNDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const OBSERVED: [string, string, number, number][] = [
  ["GET", "/api/products/:id", 200, 0.0004],
  ["GET", "/api/products/:id", 200, 0.001],
  ["GET", "/api/products/:id", 200, 0.03],
  ["GET", "/api/products/:id", 404, 0.002],
  ["POST", "/api/payment/charge", 200, 0.12],
  ["GET", "(unmatched)", 404, 12],
];

describe("RequestDurations", () => {
  it("scrapes exactly as prom-client's own histogram of the same observations", async () => {
    const ours = new Registry();
    const durations = new RequestDurations(ours, BOUNDS);
    const theirs = new Registry();
    const histogram = new Histogram({
      name: durations.name,
      help: durations.help,
      labelNames: ["method", "route", "status"],
      buckets: BOUNDS,
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of OBSERVED) {
      durations.observe(method, route, status, seconds);
      histogram.observe({ method, route, status: String(status) }, seconds);
    }
    durations.observe("GET", "/api/products", 200, Number.NaN); // never recorded
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // The same JSON too, but for prom-client's exemplar fields (null: exemplars are off).
    const withoutExemplars = (metrics: Awaited<ReturnType<Registry["getMetricsAsJSON"]>>) =>
      metrics.map((m) => ({
        ...m,
        values: m.values.map(({ labels, value, metricName }: { labels: object; value: number; metricName?: string }) => ({
          labels,
          value,
          metricName,
        })),
      }));
    expect(withoutExemplars(await ours.getMetricsAsJSON())).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain("_count");
  });
});
