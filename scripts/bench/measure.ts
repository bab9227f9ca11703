import autocannon from "autocannon";

export interface Throughput {
  requestsPerSec: number;
  latencyP50: number;
  latencyP97_5: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a URL on loopback. */
export async function throughput(
  url: string,
  options: { connections?: number; durationSec?: number; headers?: Record<string, string> } = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSec ?? 6,
    headers: options.headers,
  });
  return {
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP97_5: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Sequential timings of one request, in ms (latency, not throughput). */
export async function sequentialLatency(count: number, run: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** The n-th customer's own address (X-Forwarded-For; the bench's servers trust the loopback proxy). */
export const customerAddress = (n: number): string => `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
