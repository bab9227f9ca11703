import { chargeResponse } from "../../../shared/contracts/checkout";

/** A v4 uuid. crypto.randomUUID exists only on secure origins; a shop reached over plain HTTP still needs a key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed charge ends the payment its key stands for, so the next try (perhaps with
 * another card) needs a new key: only the charge route's own 402 (declined) or 502 (a definitive
 * error), where nothing was charged. A 502 with `retryable: false` (the processor's outcome is
 * unknown) and any other failure keep the key, so a retry can never charge a second time.
 */
export function chargeFailureEndsKey(status: number, body: string): boolean {
  if (status !== 402 && status !== 502) return false;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return false; // a proxy's error page, not our answer: the charge may still be running
  }
  const parsed = chargeResponse.safeParse(json);
  if (!parsed.success || parsed.data.success) return false;
  return status === 402 || parsed.data.retryable !== false;
}
