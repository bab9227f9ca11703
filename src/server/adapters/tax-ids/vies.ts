// VIES's REST service: POST {VIES_URL}/check-vat-number { countryCode, vatNumber } answers
// { valid: boolean, ... }; a member state's system that is down answers an error code instead
// (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE ...), which the shop takes as no answer.
import { z } from "zod";
import type { VatRegistry, VatVerdict } from "./vat-registry";

const answer = z.object({ valid: z.boolean() });

export function createVies(options: { url: string; timeoutMs: number; fetch?: typeof fetch }): VatRegistry {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, "")}/check-vat-number`;
  return {
    kind: "vies",
    async check(countryCode: string, vatNumber: string): Promise<VatVerdict> {
      try {
        const res = await doFetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) return "unavailable";
        const parsed = answer.safeParse(await res.json());
        if (!parsed.success) return "unavailable";
        return parsed.data.valid ? "valid" : "invalid";
      } catch {
        return "unavailable";
      }
    },
  };
}
