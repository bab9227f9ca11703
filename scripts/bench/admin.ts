// Admin reads on a big shop: GET /api/admin/stats and the first page of GET /api/admin/orders.
import type { RunningServer } from "../lib/spawn-server";
import { median, percentile, sequentialLatency } from "./measure";

export interface AdminResult {
  route: string;
  samples: number;
  p50: number;
  p95: number;
}

export async function benchAdmin(shop: RunningServer, admin: { email: string; password: string }, samples = 60): Promise<AdminResult[]> {
  const login = await fetch(`${shop.base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const results: AdminResult[] = [];
  for (const route of ["/api/admin/stats", "/api/admin/orders", "/api/admin/orders?status=pending", "/api/admin/orders?q=customer12345"]) {
    await sequentialLatency(5, () => fetch(`${shop.base}${route}`, { headers: { cookie } })); // warm-up
    const times = await sequentialLatency(samples, () => fetch(`${shop.base}${route}`, { headers: { cookie } }));
    results.push({ route, samples, p50: median(times), p95: percentile(times, 95) });
  }
  return results;
}
