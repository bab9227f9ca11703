import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestGateway } from "../../adapters/payments/test-gateway";
import { paymentTestTokens } from "../../db/schema/shop";
import { buildGatewayCharge } from "../../../../tests/support/gateway-charge";
import { testConfig } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { paymentConfigFor } from "./payment-config";

const t = useTestApp();

const nextYear = String(new Date().getFullYear() + 1);
const tokenize = (card: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/test-tokens",
    payload: { cardNumber: "4111111111111111", month: "12", year: nextYear, cardCode: "123", zip: "94306", ...card },
  });

const gatewayCharge = (dataValue: string, zip = "94306") => buildGatewayCharge(dataValue, {}, { zip });

describe("GET /api/payment/config", () => {
  it("describes the test gateway by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payment/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: "test",
      apiLoginId: "test-login",
      clientKey: "test-client-key",
      scriptUrl: "/api/payment/test-accept.js",
      testMode: true,
      testCard: "4111 1111 1111 1111",
    });
  });

  it("describes Authorize.Net's sandbox and production without the transaction key", () => {
    const env = {
      PAYMENT_PROVIDER: "authorizenet",
      AUTHORIZENET_API_LOGIN_ID: "login-123",
      AUTHORIZENET_TRANSACTION_KEY: "secret-key-999",
      AUTHORIZENET_CLIENT_KEY: "client-456",
    };
    const sandbox = paymentConfigFor(testConfig("/tmp/unused", env));
    expect(sandbox).toEqual({
      provider: "authorizenet",
      apiLoginId: "login-123",
      clientKey: "client-456",
      scriptUrl: "https://jstest.authorize.net/v1/Accept.js",
      testMode: true,
      testCard: "4111 1111 1111 1111",
    });
    const production = paymentConfigFor(testConfig("/tmp/unused", { ...env, AUTHORIZENET_ENV: "production" }));
    expect(production).toMatchObject({ scriptUrl: "https://js.authorize.net/v1/Accept.js", testMode: false, testCard: null });
    expect(JSON.stringify([sandbox, production])).not.toContain("secret-key-999");
  });
});

describe("POST /api/payment/test-tokens", () => {
  it("hands out a token and keeps only brand, last four and ZIP", async () => {
    const res = await tokenize({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: expect.stringMatching(/^[\w-]{40,}$/) },
      messages: { resultCode: "Ok", message: [{ code: "I_WC_01", text: "Successful." }] },
    });
    const rows = await t.deps.db.select().from(paymentTestTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cardBrand: "Visa", lastFour: "1111", zip: "94306", usedAt: null });
    expect(rows[0]!.id).not.toBe(body.opaqueData.dataValue); // only the hash is stored
    expect(JSON.stringify(rows)).not.toContain("4111111111111111");
  });

  it.each([
    [{ cardNumber: "4111111111111112" }, "E_WC_05", "Please provide valid credit card number."],
    [{ cardNumber: "4111" }, "E_WC_05", "Please provide valid credit card number."],
    [{ month: "13" }, "E_WC_06", "Please provide valid expiration month."],
    [{ year: "9" }, "E_WC_07", "Please provide valid expiration year."],
    [{ month: "01", year: "2020" }, "E_WC_08", "Expiration date must be in the future."],
    [{ cardCode: "12" }, "E_WC_15", "Please provide valid CVV."],
    [{ cardNumber: "370000000000002", cardCode: "123" }, "E_WC_15", "Please provide valid CVV."],
  ])("answers Accept.js's error for %j", async (card, code, text) => {
    const res = await tokenize(card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: { resultCode: "Error", message: [{ code, text }] } });
    expect(await t.deps.db.select().from(paymentTestTokens)).toHaveLength(0);
  });

  it("answers 400 for a body that is not card data", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/payment/test-tokens", payload: { cardNumber: 4111 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining("cardNumber") });
  });
});

describe("the test gateway's charge", () => {
  it("approves once per token, declines billing ZIP 46282, refuses expired and unknown tokens", async () => {
    const gateway = createTestGateway(t.deps.db);
    const token = (await tokenize({})).json().opaqueData.dataValue as string;
    const approved = await gateway.charge(gatewayCharge(token));
    expect(approved).toMatchObject({ outcome: "approved", transactionId: expect.stringMatching(/^[1-9]\d{11}$/) });
    const reused = await gateway.charge(gatewayCharge(token));
    expect(reused).toMatchObject({
      outcome: "error",
      transactionId: null,
      message: "The payment token is invalid or has expired. Please try again.",
    });

    const declineToken = (await tokenize({ zip: "46282" })).json().opaqueData.dataValue as string;
    expect(await gateway.charge(gatewayCharge(declineToken))).toMatchObject({
      outcome: "declined",
      message: "This transaction has been declined.",
    });
    const billedThere = (await tokenize({ zip: "" })).json().opaqueData.dataValue as string;
    expect((await gateway.charge(gatewayCharge(billedThere, "46282"))).outcome).toBe("declined");

    const expiring = (await tokenize({})).json().opaqueData.dataValue as string;
    await t.deps.db.update(paymentTestTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await gateway.charge(gatewayCharge(expiring))).outcome).toBe("error");
    expect((await gateway.charge(gatewayCharge("made-up-token"))).outcome).toBe("error");
  });

  it("lets only one of two simultaneous charges use a token", async () => {
    const gateway = createTestGateway(t.deps.db);
    const token = (await tokenize({})).json().opaqueData.dataValue as string;
    const results = await Promise.all([gateway.charge(gatewayCharge(token)), gateway.charge(gatewayCharge(token))]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["approved", "error"]);
  });
});

type AcceptApi = { dispatchData(data: unknown, handler: (answer: unknown) => void): void };

describe("GET /api/payment/test-accept.js", () => {
  async function loadScript(fetchImpl: (url: string, init: { body: string }) => Promise<{ json(): Promise<unknown> }>) {
    const res = await t.app.inject({ method: "GET", url: "/api/payment/test-accept.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const window: { Accept?: AcceptApi } = {};
    runInNewContext(res.body, { window, fetch: fetchImpl, setTimeout, JSON, String });
    return window.Accept!;
  }
  const dispatch = (accept: AcceptApi, cardData: Record<string, string>) =>
    new Promise<unknown>((resolve) =>
      accept.dispatchData({ authData: { clientKey: "test-client-key", apiLoginID: "test-login" }, cardData }, resolve),
    );

  it("defines Accept.dispatchData that tokenises through our endpoint", async () => {
    const accept = await loadScript(async (url, init) => {
      const res = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: init.body });
      return { json: async () => res.json() };
    });
    const good = await dispatch(accept, { cardNumber: "5424000000000015", month: "11", year: nextYear, cardCode: "900", zip: "95472" });
    expect(good).toMatchObject({ opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT" }, messages: { resultCode: "Ok" } });
    const bad = await dispatch(accept, { cardNumber: "5424000000000016", month: "11", year: nextYear, cardCode: "900" });
    expect(bad).toEqual({
      messages: { resultCode: "Error", message: [{ code: "E_WC_05", text: "Please provide valid credit card number." }] },
    });
  });

  it("reports E_WC_14 when the network fails", async () => {
    const accept = await loadScript(() => Promise.reject(new TypeError("Failed to fetch")));
    const answer = await dispatch(accept, { cardNumber: "4111111111111111", month: "11", year: nextYear, cardCode: "123" });
    expect(answer).toEqual({ messages: { resultCode: "Error", message: [{ code: "E_WC_14", text: "Accept.js encryption failed." }] } });
  });
});
