import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestGateway } from "../../adapters/payments/test-gateway";
import { LEDGER_TEXTS } from "../../adapters/payments/test-gateway-ledger";
import { loadConfig } from "../../config";
import { testGatewayCharges, testGatewayFollowUps } from "../../db/schema/shop";
import { buildGatewayCharge } from "../../../../tests/support/gateway-charge";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp();

async function token(card: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/payment/test-tokens",
    payload: { cardNumber: "5424000000000015", month: "12", year: String(new Date().getFullYear() + 1), cardCode: "123", ...card },
  });
  return res.json<{ opaqueData: { dataValue: string } }>().opaqueData.dataValue;
}

const charge = (dataValue: string, invoiceNumber = "ABCDEF12", amountCents = 10_000) =>
  buildGatewayCharge(dataValue, { invoiceNumber, amountCents }, { zip: "95472", country: "US" });

const ledger = () => t.deps.db.select().from(testGatewayCharges);
const followUps = () => t.deps.db.select().from(testGatewayFollowUps);
let references = 0;
/** A void under a reference of its own, as the shop sends it. */
const voidOf = (transactionId: string, reference = `ABCDEF12-V${++references}`) => ({ transactionId, reference });
/** Moves a charge two days back: past the default TEST_GATEWAY_SETTLE_AFTER_S of one day, so it has settled. */
const settle = (transactionId: string) =>
  t.deps.db
    .update(testGatewayCharges)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(eq(testGatewayCharges.transactionId, transactionId));

describe("the test gateway's ledger", () => {
  it("records every approved and declined charge with its card's last four, before it waits TEST_GATEWAY_DELAY_MS to answer", async () => {
    const gateway = createTestGateway(t.deps.db, { delayMs: 400 });
    const pending = gateway.charge(charge(await token()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ledger()).toEqual([
      expect.objectContaining({ outcome: "approved", invoiceNumber: "ABCDEF12", amountCents: 10_000, lastFour: "0015" }),
    ]);
    const answer = await pending;
    expect(answer).toMatchObject({ outcome: "approved", lastFour: "0015" });
    expect((await ledger())[0]!.transactionId).toBe(answer.transactionId);

    const declined = await createTestGateway(t.deps.db).charge(charge(await token({ zip: "46282" }), "DECLINE1"));
    expect(declined).toMatchObject({ outcome: "declined", lastFour: "0015" });
    expect((await ledger()).find((row) => row.invoiceNumber === "DECLINE1")).toMatchObject({
      outcome: "declined",
      transactionId: declined.transactionId,
    });
    // A refused token charges nothing and leaves no trace.
    expect((await gateway.charge(charge("made-up-token", "NOTHING1"))).outcome).toBe("error");
    expect(await ledger()).toHaveLength(2);
  });

  it("voids only an approved charge that has not settled, once", async () => {
    const gateway = createTestGateway(t.deps.db);
    const paid = await gateway.charge(charge(await token()));
    expect(await gateway.void(voidOf(paid.transactionId!))).toMatchObject({ outcome: "approved", transactionId: paid.transactionId });
    expect(await gateway.void(voidOf(paid.transactionId!))).toEqual({
      outcome: "declined",
      transactionId: null,
      message: LEDGER_TEXTS.voided,
    });
    expect(await gateway.details(paid.transactionId!)).toMatchObject({ outcome: "voided", settled: false });

    const declined = await gateway.charge(charge(await token({ zip: "46282" }), "DECLINE1"));
    expect(await gateway.void(voidOf(declined.transactionId!))).toMatchObject({
      outcome: "declined",
      message: LEDGER_TEXTS.declinedCharge,
    });
    expect(await gateway.void(voidOf("123456789012"))).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.notFound });

    const old = await gateway.charge(charge(await token(), "SETTLED1"));
    await settle(old.transactionId!);
    expect(await gateway.void(voidOf(old.transactionId!))).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.settledVoid });
    expect(await gateway.details(old.transactionId!)).toMatchObject({ outcome: "approved", settled: true });
  });

  it("lets only one of two simultaneous voids through", async () => {
    const gateway = createTestGateway(t.deps.db);
    const paid = await gateway.charge(charge(await token()));
    const results = await Promise.all([gateway.void(voidOf(paid.transactionId!)), gateway.void(voidOf(paid.transactionId!))]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["approved", "declined"]);
  });

  it("refunds only a settled charge, up to what is left, to the same card", async () => {
    const gateway = createTestGateway(t.deps.db);
    const paid = await gateway.charge(charge(await token()));
    const refund = (amountCents: number, lastFour = "0015") =>
      gateway.refund({ transactionId: paid.transactionId!, amountCents, lastFour, reference: `ABCDEF12-R${++references}` });

    expect(await refund(1_000)).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.unsettledRefund });
    await settle(paid.transactionId!);
    const first = await refund(4_000);
    expect(first).toMatchObject({ outcome: "approved", transactionId: expect.stringMatching(/^\d{12}$/) });
    expect(first.transactionId).not.toBe(paid.transactionId);
    expect(await refund(6_001)).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.overRefund });
    expect(await refund(1_000, "1111")).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.wrongCard });
    expect(await refund(0)).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.badAmount });
    expect((await refund(6_000)).outcome).toBe("approved");
    expect(await gateway.details(paid.transactionId!)).toMatchObject({ amountCents: 10_000, refundedCents: 10_000, settled: true });
    expect(await refund(1)).toMatchObject({ outcome: "declined", message: LEDGER_TEXTS.overRefund });
  });

  it("records each void and refund under the shop's reference, with the charge and the cents, and its look-up finds them", async () => {
    const gateway = createTestGateway(t.deps.db);
    const unsettled = await gateway.charge(charge(await token(), "VOIDME01"));
    const old = await gateway.charge(charge(await token(), "REFUND01"));
    await settle(old.transactionId!);

    expect((await gateway.void({ transactionId: unsettled.transactionId!, reference: "VOIDME01-VAAAA" })).outcome).toBe("approved");
    const refund = await gateway.refund({
      transactionId: old.transactionId!,
      amountCents: 2_500,
      lastFour: "0015",
      reference: "REFUND01-RBBBB",
    });
    expect(refund.outcome).toBe("approved");
    // A refused refund leaves no record; the same reference twice is a duplicate, refunded once.
    expect(
      (await gateway.refund({ transactionId: old.transactionId!, amountCents: 99_999, lastFour: "0015", reference: "REFUND01-RCCCC" }))
        .outcome,
    ).toBe("declined");
    expect(
      await gateway.refund({ transactionId: old.transactionId!, amountCents: 2_500, lastFour: "0015", reference: "REFUND01-RBBBB" }),
    ).toMatchObject({
      outcome: "declined",
      message: LEDGER_TEXTS.duplicate,
    });
    expect(
      (await followUps()).map(({ reference, action, chargeTransactionId, amountCents, transactionId }) => ({
        reference,
        action,
        chargeTransactionId,
        amountCents,
        transactionId,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          reference: "VOIDME01-VAAAA",
          action: "void",
          chargeTransactionId: unsettled.transactionId,
          amountCents: 10_000,
          transactionId: null,
        },
        {
          reference: "REFUND01-RBBBB",
          action: "refund",
          chargeTransactionId: old.transactionId,
          amountCents: 2_500,
          transactionId: refund.transactionId,
        },
      ]),
    );
    expect(await followUps()).toHaveLength(2);
    expect(await gateway.details(old.transactionId!)).toMatchObject({ refundedCents: 2_500 });

    expect(await gateway.findFollowUp({ action: "refund", reference: "REFUND01-RBBBB", chargeTransactionId: old.transactionId! })).toEqual({
      action: "refund",
      reference: "REFUND01-RBBBB",
      chargeTransactionId: old.transactionId,
      amountCents: 2_500,
      transactionId: refund.transactionId,
    });
    expect(
      await gateway.findFollowUp({ action: "void", reference: "VOIDME01-VAAAA", chargeTransactionId: unsettled.transactionId! }),
    ).toMatchObject({
      amountCents: 10_000,
      transactionId: unsettled.transactionId,
    });
    for (const query of [
      { action: "refund" as const, reference: "REFUND01-RCCCC", chargeTransactionId: old.transactionId! },
      { action: "void" as const, reference: "REFUND01-RBBBB", chargeTransactionId: old.transactionId! },
      { action: "refund" as const, reference: "REFUND01-RBBBB", chargeTransactionId: unsettled.transactionId! },
    ])
      expect(await gateway.findFollowUp(query)).toBeNull();
  });

  it("looks up a charge that has settled as well as one that has not", async () => {
    const gateway = createTestGateway(t.deps.db, { settleAfterS: 60 });
    const paid = await gateway.charge(charge(await token(), "SETTLED2"));
    expect(await gateway.lookup("SETTLED2")).toMatchObject({ transactionId: paid.transactionId, outcome: "approved", settled: false });
    await t.deps.db.update(testGatewayCharges).set({ createdAt: sql`now() - interval '61 seconds'` });
    expect(await gateway.lookup("SETTLED2")).toMatchObject({ transactionId: paid.transactionId, outcome: "approved", settled: true });
  });

  it("counts a charge as settled at once with TEST_GATEWAY_SETTLE_AFTER_S=0", async () => {
    const gateway = createTestGateway(t.deps.db, { settleAfterS: 0 });
    const paid = await gateway.charge(charge(await token()));
    expect(await gateway.details(paid.transactionId!)).toMatchObject({ settled: true });
    expect((await gateway.void(voidOf(paid.transactionId!))).outcome).toBe("declined");
  });

  it("looks up the newest charge of an invoice number, and knows nothing of others", async () => {
    const gateway = createTestGateway(t.deps.db);
    const declined = await gateway.charge(charge(await token({ zip: "46282" })));
    await t.deps.db.update(testGatewayCharges).set({ createdAt: sql`now() - interval '1 minute'` });
    const paid = await gateway.charge(charge(await token()));
    expect(await gateway.lookup("ABCDEF12")).toEqual({
      transactionId: paid.transactionId,
      invoiceNumber: "ABCDEF12",
      outcome: "approved",
      amountCents: 10_000,
      refundedCents: 0,
      settled: false,
      lastFour: "0015",
    });
    expect(await gateway.details(declined.transactionId!)).toMatchObject({ outcome: "declined" });
    expect(await gateway.lookup("00000000")).toBeNull();
    expect(await gateway.details("999999999999")).toBeNull();
  });
});

describe("test gateway settings", () => {
  it("default to a day before settling and no delay, and refuse negative values", () => {
    const config = loadConfig({});
    expect(config.TEST_GATEWAY_SETTLE_AFTER_S).toBe(86_400);
    expect(config.TEST_GATEWAY_DELAY_MS).toBe(0);
    expect(() => loadConfig({ TEST_GATEWAY_DELAY_MS: "-1" })).toThrow(/TEST_GATEWAY_DELAY_MS/);
  });
});
