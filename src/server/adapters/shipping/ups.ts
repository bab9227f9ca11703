// UPS Rating API (OAuth client credentials + Rating "Shop"), written from UPS's public API documentation.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { SHIPPING_SERVICE_NAMES } from "../../../shared/contracts/checkout";
import { toCents } from "../../../shared/money";
import { AppError, badRequest } from "../../lib/errors";
import { timeoutSignal } from "../../lib/timeout";
import type { RateQuote, RateRequest, ShipFrom, ShippingRates } from "./shipping-rates";
import { sortQuotes } from "./shipping-rates";

export interface UpsOptions {
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  /** https://onlinetools.ups.com (production) or https://wwwcie.ups.com (test). */
  apiUrl: string;
  origin: ShipFrom;
  /** Per HTTP call to UPS, headers and body included. */
  timeoutMs?: number;
  /** The clock the token cache reads (tests move it forward). */
  now?: () => number;
}

export const RATING_VERSION = "v2409";
export const UNAVAILABLE_MESSAGE = "Shipping rates are temporarily unavailable";
/** A token is dropped this long before UPS says it expires, so no call goes out with a dying token. */
const TOKEN_MARGIN_MS = 60_000;

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const charge = z.object({ MonetaryValue: z.string(), CurrencyCode: z.string().optional() });
const ratedShipment = z.object({
  Service: z.object({ Code: z.string() }),
  TotalCharges: charge.optional(),
  NegotiatedRateCharges: z.object({ TotalCharge: charge.optional() }).optional(),
});
const rateAnswer = z.object({ RateResponse: z.object({ RatedShipment: z.unknown() }) });
const errorAnswer = z.object({
  response: z.object({ errors: z.array(z.object({ code: z.coerce.string().optional(), message: z.string().optional() })).min(1) }),
});

/** A 502 for the customer; the cause stays on the error for the operator's log. */
function unavailable(cause: unknown): AppError {
  const error = new AppError(502, UNAVAILABLE_MESSAGE);
  error.cause = cause;
  return error;
}

/** UPS's own error text ("The postal code 00000 is invalid for ...") when the answer carries one. */
function upsMessage(body: unknown): string | undefined {
  const parsed = errorAnswer.safeParse(body);
  if (!parsed.success) return undefined;
  const texts = parsed.data.response.errors.map((e) => e.message?.trim()).filter((m): m is string => Boolean(m));
  return texts.length > 0 ? texts.join("; ") : undefined;
}

/** Rounds up to `decimals` places and drops trailing zeros, as UPS wants numbers sent as short strings. */
function upsNumber(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.ceil(Math.round(value * factor * 1e6) / 1e6) / factor);
}

function upsAddress(place: { city: string; state: string; zip: string; country: string }) {
  return {
    City: place.city,
    ...(place.state ? { StateProvinceCode: place.state } : {}),
    PostalCode: place.zip,
    CountryCode: place.country.toUpperCase(),
  };
}

export function buildShopRequest(request: RateRequest, options: Pick<UpsOptions, "accountNumber" | "origin">) {
  const from = upsAddress(options.origin);
  return {
    RateRequest: {
      Request: { RequestOption: "Shop" },
      Shipment: {
        Shipper: { Name: "Gravenstein RF Instruments", ShipperNumber: options.accountNumber, Address: from },
        ShipFrom: { Name: "Gravenstein RF Instruments", Address: from },
        ShipTo: { Address: upsAddress(request.to) },
        Package: request.parcels.map((parcel) => ({
          PackagingType: { Code: "02", Description: "Package" },
          Dimensions: {
            UnitOfMeasurement: { Code: "IN" },
            Length: upsNumber(parcel.lengthIn, 2),
            Width: upsNumber(parcel.widthIn, 2),
            Height: upsNumber(parcel.heightIn, 2),
          },
          PackageWeight: { UnitOfMeasurement: { Code: "LBS" }, Weight: upsNumber(parcel.weightLbs, 1) },
        })),
        ShipmentRatingOptions: { NegotiatedRatesIndicator: "" },
      },
    },
  };
}

/** RatedShipment is an array, or a single object when UPS offers one service; we keep only the services we sell. */
export function parseRatedShipments(body: unknown): RateQuote[] {
  const answer = rateAnswer.safeParse(body);
  if (!answer.success) throw unavailable(new Error("UPS Rating answer has no RateResponse.RatedShipment"));
  const raw = answer.data.RateResponse.RatedShipment;
  const quotes: RateQuote[] = [];
  for (const item of Array.isArray(raw) ? raw : [raw]) {
    const shipment = ratedShipment.safeParse(item);
    if (!shipment.success) continue;
    const code = shipment.data.Service.Code;
    const serviceName = SHIPPING_SERVICE_NAMES[code];
    const total = shipment.data.NegotiatedRateCharges?.TotalCharge ?? shipment.data.TotalCharges;
    // Our prices are dollars; an account billed in another currency cannot be shown as such.
    if (!serviceName || !total || (total.CurrencyCode && total.CurrencyCode !== "USD")) continue;
    try {
      quotes.push({ service: code, serviceName, costCents: toCents(total.MonetaryValue) });
    } catch {
      continue; // an unreadable amount: skip the service rather than guess a price
    }
  }
  return sortQuotes(quotes);
}

export function createUpsRates(options: UpsOptions): ShippingRates {
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function call(url: string, init: RequestInit, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
    try {
      const res = await fetch(url, { ...init, signal: timeoutSignal(timeoutMs, signal) });
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text; // a proxy's HTML error page: the status decides
      }
      return { status: res.status, body };
    } catch (error) {
      throw unavailable(error); // network failure or timeout
    }
  }

  async function requestToken(): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const { status, body } = await call(`${base}/security/v1/oauth/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${credentials}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "x-merchant-id": options.accountNumber,
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    const parsed = tokenAnswer.safeParse(body);
    // Rejected credentials are the shop's problem, not the customer's: a 502 with the cause kept for the log.
    if (status !== 200 || !parsed.success) throw unavailable(new Error(`UPS OAuth answered ${status}: ${upsMessage(body) ?? "no token"}`));
    cached = { token: parsed.data.access_token, expiresAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS };
    return parsed.data.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.token);
    // Concurrent quotes share one token request.
    pending ??= requestToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function shop(request: RateRequest, isRetry: boolean, signal: AbortSignal | undefined): Promise<RateQuote[]> {
    const token = await accessToken();
    const { status, body } = await call(
      `${base}/api/rating/${RATING_VERSION}/Shop`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          accept: "application/json",
          transId: randomUUID().replaceAll("-", ""),
          transactionSrc: "gravenstein-shop",
        },
        body: JSON.stringify(buildShopRequest(request, options)),
      },
      signal,
    );
    if (status === 401 && !isRetry) {
      // Revoked or expired early: forget it and try once more with a fresh token.
      if (cached?.token === token) cached = undefined;
      return shop(request, true, signal);
    }
    if (status === 400) throw badRequest(upsMessage(body) ?? "UPS could not rate a shipment to this address");
    if (status !== 200) throw unavailable(new Error(`UPS Rating answered ${status}: ${upsMessage(body) ?? "no message"}`));
    return parseRatedShipments(body);
  }

  return {
    kind: "ups",
    quote: (request, options) => shop(request, false, options?.signal),
  };
}
