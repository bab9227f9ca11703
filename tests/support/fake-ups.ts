// A local stand-in for the UPS OAuth and Rating APIs that answers as UPS's documentation describes,
// so the real adapter can be tested without reaching the internet.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_UPS_CLIENT_ID = "fake-client-id";
export const FAKE_UPS_CLIENT_SECRET = "fake-client-secret";
export const FAKE_UPS_ACCOUNT = "A1B2C3";

export interface UpsAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form UPS JSON in a test double

export interface FakeUps {
  url: string;
  tokenCalls: number;
  /** Every Rating call: the bearer token it carried and its JSON body. */
  rateCalls: { token: string; body: Json }[];
  /** expires_in (seconds) of the next tokens. */
  expiresIn: number;
  /** Decides the Rating answer once the token and the request shape are accepted. */
  rating: (request: Json) => UpsAnswer;
  revoke(token: string): void;
  close(): Promise<void>;
}

const upsError = (status: number, code: string, message: string): UpsAnswer => ({
  status,
  body: { response: { errors: [{ code, message }] } },
});

const charges = (value: string) => ({ CurrencyCode: "USD", MonetaryValue: value });
export const ratedShipment = (code: string, total: string, negotiated?: string) => ({
  Service: { Code: code, Description: "" },
  BillingWeight: { UnitOfMeasurement: { Code: "LBS", Description: "Pounds" }, Weight: "13.0" },
  TransportationCharges: charges(total),
  ServiceOptionsCharges: charges("0.00"),
  TotalCharges: charges(total),
  ...(negotiated ? { NegotiatedRateCharges: { TotalCharge: charges(negotiated) } } : {}),
  RatedPackage: [{ Weight: "5.0" }],
});

/** A Shop answer: UPS lists every service it offers, ours and others (12 3 Day Select, 13, 14, 59). */
export function shopAnswer(ratedShipments: unknown): UpsAnswer {
  return {
    status: 200,
    body: {
      RateResponse: {
        Response: { ResponseStatus: { Code: "1", Description: "Success" }, TransactionReference: { CustomerContext: "" } },
        RatedShipment: ratedShipments,
      },
    },
  };
}

export const defaultRating = (request: Json): UpsAnswer => {
  const to = request.RateRequest.Shipment.ShipTo.Address as Json;
  if (to.PostalCode === "00000")
    return upsError(400, "111285", `The postal code ${to.PostalCode} is invalid for ${to.StateProvinceCode} United States.`);
  if (to.CountryCode !== "US") return shopAnswer(ratedShipment("07", "142.18"));
  return shopAnswer([
    ratedShipment("03", "18.42"),
    ratedShipment("12", "31.06"),
    ratedShipment("02", "44.90"),
    ratedShipment("13", "88.40"),
    ratedShipment("01", "96.15"),
    ratedShipment("14", "130.75"),
    ratedShipment("59", "52.30"),
  ]);
};

/** The request shape the Rating API requires; a mistake answers 400 as UPS does. */
function shapeError(request: Json): string | undefined {
  const shipment = request.RateRequest?.Shipment;
  if (request.RateRequest?.Request?.RequestOption !== "Shop") return "Missing or invalid RequestOption";
  if (shipment?.Shipper?.ShipperNumber !== FAKE_UPS_ACCOUNT) return "Missing or invalid shipper number";
  for (const party of ["Shipper", "ShipFrom", "ShipTo"]) {
    const address = shipment?.[party]?.Address;
    if (!address?.City || !address.PostalCode || !/^[A-Z]{2}$/.test(address.CountryCode ?? ""))
      return `Missing or invalid ${party} address`;
  }
  const packages = shipment.Package;
  if (!Array.isArray(packages) || packages.length === 0) return "Missing Package";
  for (const p of packages as Json[]) {
    if (p.PackagingType?.Code !== "02") return "Invalid PackagingType";
    if (p.Dimensions?.UnitOfMeasurement?.Code !== "IN" || !(Number(p.Dimensions.Length) > 0)) return "Invalid Dimensions";
    if (p.PackageWeight?.UnitOfMeasurement?.Code !== "LBS" || !(Number(p.PackageWeight.Weight) > 0)) return "Invalid PackageWeight";
  }
  if (shipment.ShipmentRatingOptions?.NegotiatedRatesIndicator !== "") return "Missing NegotiatedRatesIndicator";
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeUps(): Promise<FakeUps> {
  const valid = new Set<string>();
  const basic = `Basic ${Buffer.from(`${FAKE_UPS_CLIENT_ID}:${FAKE_UPS_CLIENT_SECRET}`).toString("base64")}`;

  const answerToken = (req: IncomingMessage, body: string): UpsAnswer => {
    const form = new URLSearchParams(body);
    if (req.headers.authorization !== basic || req.headers["x-merchant-id"] !== FAKE_UPS_ACCOUNT)
      return upsError(401, "10401", "ClientId is Invalid");
    if (
      !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded") ||
      form.get("grant_type") !== "client_credentials"
    ) {
      return upsError(400, "10400", "Invalid/Missing grant_type");
    }
    fake.tokenCalls += 1;
    const token = `token-${fake.tokenCalls}`;
    valid.add(token);
    return {
      status: 200,
      body: {
        token_type: "Bearer",
        issued_at: String(Date.now()),
        client_id: FAKE_UPS_CLIENT_ID,
        access_token: token,
        expires_in: String(fake.expiresIn),
        status: "approved",
      },
    };
  };

  const answerRating = (req: IncomingMessage, body: string): UpsAnswer => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!valid.has(token)) return upsError(401, "250002", "Invalid Authentication Information.");
    let request: Json;
    try {
      request = JSON.parse(body) as Json;
    } catch {
      return upsError(400, "111100", "Invalid JSON");
    }
    fake.rateCalls.push({ token, body: request });
    const problem = shapeError(request);
    return problem ? upsError(400, "111100", problem) : fake.rating(request);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then(async (body) => {
      let answer: UpsAnswer = upsError(404, "404", "Not found");
      if (req.method === "POST" && req.url === "/security/v1/oauth/token") answer = answerToken(req, body);
      if (req.method === "POST" && req.url === "/api/rating/v2409/Shop") answer = answerRating(req, body);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeUps = {
    url: `http://127.0.0.1:${port}`,
    tokenCalls: 0,
    rateCalls: [],
    expiresIn: 14_399,
    rating: defaultRating,
    revoke: (token) => void valid.delete(token),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
