// The European Central Bank's euro foreign exchange reference rates, written from the ECB's
// published daily file (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml): a gesmes
// envelope with <Cube time="YYYY-MM-DD"> holding one <Cube currency="USD" rate="1.0512"/> per currency,
// each in units per 1 EUR. Published once a working day at about 16:00 CET.
import { usdBasedRates } from "../../../shared/fx";
import { isTimeout, timeoutSignal } from "../../lib/timeout";
import type { FeedRates, FxFeed } from "./fx-feed";

export interface EcbOptions {
  /** FX_RATES_URL: ECB's eurofxref-daily.xml, or a mirror of it in the same format. */
  url: string;
  /** Per fetch, headers and body included. */
  timeoutMs?: number;
}

/** Capped: ECB's daily file is about 1.5 KB; anything this big is not it. */
const MAX_BYTES = 256 * 1024;

const DAY = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']/;
const RATE = /<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["']([0-9]+(?:\.[0-9]+)?)["']\s*\/?>/g;

/** ECB's daily file to USD-based rates; throws when the text is not that file or lacks a rate the shop needs. */
export function parseEcbDaily(xml: string): FeedRates {
  const day = DAY.exec(xml)?.[1];
  if (!day) throw new Error("ECB rates: no <Cube time=...> in the answer");
  const perEuro: Record<string, number> = {};
  for (const [, currency, rate] of xml.matchAll(RATE)) perEuro[currency!] = Number(rate);
  return { asOf: day, rates: usdBasedRates(perEuro) };
}

/** "connect ECONNREFUSED 127.0.0.1:443", "no answer within 10000 ms": fetch's own message is only "fetch failed". */
function networkReason(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.message === "string" && cause.message) return cause.message;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.message : String(error);
}

export function createEcbFeed(options: EcbOptions): FxFeed {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: "ecb",
    async latest({ signal } = {}) {
      let res: Response;
      try {
        res = await fetch(options.url, { headers: { accept: "application/xml, text/xml" }, signal: timeoutSignal(timeoutMs, signal) });
      } catch (error) {
        throw new Error(`ECB rates: ${options.url} did not answer (${networkReason(error, timeoutMs)})`, { cause: error });
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new Error(`ECB rates: ${options.url} answered ${res.status}`);
      }
      const length = Number(res.headers.get("content-length") ?? 0);
      if (length > MAX_BYTES) {
        await res.body?.cancel();
        throw new Error(`ECB rates: the answer is ${length} bytes, not ECB's daily file`);
      }
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new Error("ECB rates: the answer is too large to be ECB's daily file");
      return parseEcbDaily(text);
    },
  };
}
