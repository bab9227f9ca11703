import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import type {
  GatewayCharge,
  GatewayFollowUp,
  GatewayFollowUpQuery,
  GatewayFollowUpRecord,
  GatewayRefund,
  GatewayResult,
  GatewayTransaction,
  GatewayVoid,
  PaymentGateway,
} from "../../src/server/adapters/payments/payment-gateway";
import type { AppInstance } from "../../src/server/app-types";
import type { products } from "../../src/server/db/schema/catalog";

type ProductRow = typeof products.$inferSelect;

/** A shipping address in California (the shop's own state, taxed when a CA rate is stored). */
export const CA_ADDRESS = { street: "4000 El Camino Real", city: "Palo Alto", state: "CA", zipCode: "94306", country: "United States" };

/** The order fields of the checkout form (spec §3), billing = shipping unless overridden. */
export function buildOrderData(items: string, overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Grace Hopper",
    customerEmail: "grace@example.com",
    customerPhone: "707-555-0142",
    companyName: "Hopper Labs",
    billingStreet: CA_ADDRESS.street,
    billingCity: CA_ADDRESS.city,
    billingState: CA_ADDRESS.state,
    billingZipCode: CA_ADDRESS.zipCode,
    billingCountry: CA_ADDRESS.country,
    ...CA_ADDRESS,
    customerAddress: "",
    purchaseOrderNumber: "PO-2291",
    specialInstructions: null,
    items,
    shippingMethod: "03",
    status: "pending",
    userId: 1,
    ...overrides,
  };
}

/** orderData.items as the client's cart stores it. */
export function cartItems(
  lines: { product: ProductRow; quantity: number; option?: { title: string; price: string } | null; price?: string }[],
): string {
  return JSON.stringify(
    lines.map((line) => ({
      product: {
        id: line.product.id,
        name: line.product.name,
        price: line.price ?? line.product.price,
        image: line.product.image,
        category: "Test",
        weightLbs: line.product.weightLbs,
        lengthIn: line.product.lengthIn,
        widthIn: line.product.widthIn,
        heightIn: line.product.heightIn,
      },
      quantity: line.quantity,
      selectedOption: line.option ?? undefined,
    })),
  );
}

/** Card data through the test gateway's Accept.js stand-in, as the browser does it. */
export async function testToken(
  app: AppInstance,
  card: Partial<Record<"cardNumber" | "month" | "year" | "cardCode" | "zip", string>> = {},
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/payment/test-tokens",
    payload: {
      cardNumber: "4111111111111111",
      month: "12",
      year: String(new Date().getFullYear() + 2),
      cardCode: "123",
      zip: "94306",
      ...card,
    },
  });
  const body = res.json<{ opaqueData?: { dataValue: string }; messages: unknown }>();
  if (!body.opaqueData) throw new Error(`no token: ${res.body}`);
  return body.opaqueData.dataValue;
}

/** The server's public shipping quote (what the checkout shows) for one service code. */
export async function quotedShipping(
  app: AppInstance,
  lines: { product: ProductRow; quantity: number }[],
  service = "03",
  address = CA_ADDRESS,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/shipping/rates",
    payload: {
      shipToCity: address.city,
      shipToState: address.state,
      shipToZip: address.zipCode,
      shipToCountry: address.country,
      items: lines.map((l) => ({
        weight: l.product.weightLbs,
        length: l.product.lengthIn,
        width: l.product.widthIn,
        height: l.product.heightIn,
        quantity: l.quantity,
      })),
    },
  });
  const rate = res.json<{ service: string; cost: string }[]>().find((r) => r.service === service);
  if (!rate) throw new Error(`service ${service} not quoted: ${res.body}`);
  return rate.cost;
}

/** `remoteAddress`: the customer's own address (one address holds only CHARGE_MAX_FAILURES_PER_HOUR charges in flight). */
export function charge(
  app: AppInstance,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/payment/charge",
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The real gateway, its charges counted; `hang` makes the next charges never answer (a gateway gone silent). */
export class CountingGateway implements PaymentGateway {
  calls = 0;
  /** Voids, refunds, details and lookups asked of the gateway. */
  followUps = 0;
  requests: GatewayCharge[] = [];
  hang = false;
  /** Refunds the gateway carries out but whose answer never comes back (a crash or a timeout after the money moved). */
  loseRefundAnswers = false;
  private inner: PaymentGateway | undefined;
  /** Counts the charges of `gateway` (set once the test database exists). */
  around(gateway: PaymentGateway): this {
    this.inner = gateway;
    return this;
  }
  get kind() {
    return this.gateway().kind;
  }
  async charge(request: GatewayCharge): Promise<GatewayResult> {
    this.calls++;
    this.requests.push(request);
    if (this.hang) return new Promise<GatewayResult>(() => {});
    return this.gateway().charge(request);
  }
  void(request: GatewayVoid): Promise<GatewayFollowUp> {
    this.followUps++;
    return this.gateway().void(request);
  }
  async refund(request: GatewayRefund): Promise<GatewayFollowUp> {
    this.followUps++;
    const answer = await this.gateway().refund(request);
    return this.loseRefundAnswers ? new Promise<GatewayFollowUp>(() => {}) : answer;
  }
  details(transactionId: string): Promise<GatewayTransaction | null> {
    this.followUps++;
    return this.gateway().details(transactionId);
  }
  lookup(invoiceNumber: string): Promise<GatewayTransaction | null> {
    this.followUps++;
    return this.gateway().lookup(invoiceNumber);
  }
  findFollowUp(query: GatewayFollowUpQuery): Promise<GatewayFollowUpRecord | null> {
    this.followUps++;
    return this.gateway().findFollowUp(query);
  }
  reset() {
    this.calls = 0;
    this.followUps = 0;
    this.requests = [];
    this.hang = false;
    this.loseRefundAnswers = false;
  }
  private gateway(): PaymentGateway {
    if (!this.inner) throw new Error("CountingGateway.around(gateway) was not called");
    return this.inner;
  }
}

/** The .eml files the outbox mailer wrote. */
export function outboxMessages(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  try {
    return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), "utf8"));
  } catch {
    return [];
  }
}
