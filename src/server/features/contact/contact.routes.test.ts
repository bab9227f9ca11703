import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/shop";
import { mailOutbox } from "../../db/schema/system";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ env: { CONTACT_MAX_PER_HOUR: "2", SHOP_EMAIL: "shop-inbox@gravensteinrf.com" } });

let ipCounter = 0;
/** Each test writes from its own address so the hourly limit of one does not leak into another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(555) 010-2030",
  message: "Do you calibrate the 101A probe set for use above 3 GHz?",
};

const send = (app: TestApp, payload: unknown, ip: string) =>
  app.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress: ip });

const outboxFiles = (dataDir: string) => {
  const dir = path.join(dataDir, "outbox");
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .map((f) => readFileSync(path.join(dir, f), "utf8"))
    : [];
};

describe("POST /api/contact", () => {
  it("stores the message with the sender's IP and mails it to the shop", async () => {
    const marker = `calibration-${Date.now()}`;
    const before = outboxFiles(t.dataDir).length;
    const res = await send(t, { ...valid, message: `${valid.message} Ref ${marker}` }, "10.9.9.9");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Message received" });

    const rows = await t.deps.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", phone: "(555) 010-2030", ip: "10.9.9.9" });
    expect(rows[0]?.message).toContain(marker);

    await t.deps.mailWorker.drain();
    const mails = outboxFiles(t.dataDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.includes(marker));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^To: shop-inbox@gravensteinrf\.com$/m);
    expect(mail).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(mail).toMatch(/^Subject: Website contact: Ada Lovelace$/m);
  });

  it("accepts a message without a phone and stores the phone as null", async () => {
    const res = await send(t, { name: "Bo", email: "bo@example.com", phone: "", message: "Please send a quote." }, freshIp());
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(contactMessages);
    expect(row?.phone).toBeNull();
  });

  it.each([
    ["name", { name: "A" }, "name: Name must be at least 2 characters"],
    ["email", { email: "not-an-email" }, "email: Invalid email address"],
    ["message", { message: "Too short" }, "message: Message must be at least 10 characters"],
    ["name too long", { name: "x".repeat(101) }, "name: Name must be at most 100 characters"],
    ["email too long", { email: `${"a".repeat(195)}@example.com` }, "email: Email must be at most 200 characters"],
    ["phone too long", { phone: "1".repeat(41) }, "phone: Phone must be at most 40 characters"],
    ["message too long", { message: "m".repeat(5001) }, "message: Message must be at most 5000 characters"],
  ])("refuses a bad %s with 400 and the field's message", async (_label, override, message) => {
    const res = await send(t, { ...valid, ...override }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.deps.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses a missing body, a wrong type and malformed JSON with a 400", async () => {
    expect((await send(t, undefined, freshIp())).statusCode).toBe(400);
    expect((await send(t, { ...valid, name: 42 }, freshIp())).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: freshIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 429 with Retry-After past CONTACT_MAX_PER_HOUR per IP, and counts each IP on its own", async () => {
    const ip = freshIp();
    expect((await send(t, valid, ip)).statusCode).toBe(201);
    expect((await send(t, valid, ip)).statusCode).toBe(201);
    const limited = await send(t, valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(await t.deps.db.select().from(contactMessages)).toHaveLength(2);
    expect((await send(t, valid, freshIp())).statusCode).toBe(201);
  });
});

describe("POST /api/contact when the mail server is down", () => {
  let down: TestApp;
  let attempts = 0;
  beforeAll(async () => {
    down = await createTestApp({
      testDb: t.testDb,
      adapters: {
        mailer: {
          kind: "smtp",
          send: async () => {
            attempts++;
            throw new Error("smtp down");
          },
        },
      },
    });
  });
  afterAll(() => down.close());

  it("still stores the message, answers 201 and keeps the mail queued for a retry", async () => {
    // Only this app's worker may send (both apps share one database and so one outbox).
    await t.deps.mailWorker.stop();
    await down.deps.mailWorker.drain();
    attempts = 0;
    const res = await send(down, { ...valid, message: "Stored even though SMTP is down." }, freshIp());
    expect(res.statusCode).toBe(201);
    await down.deps.mailWorker.drain();
    expect(attempts).toBe(1);
    const rows = await down.deps.db.select().from(contactMessages);
    expect(rows.map((r) => r.message)).toContain("Stored even though SMTP is down.");
    expect(outboxFiles(down.dataDir)).toHaveLength(0);
    const [queued] = await down.deps.db.select().from(mailOutbox);
    expect(queued).toMatchObject({ status: "pending", attempts: 1, lastError: "smtp down", subject: "Website contact: Ada Lovelace" });
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});
