import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Mailer, MailMessage } from "../../adapters/mail/mailer";
import type { Mail } from "./mail-kinds";
import { mailOutbox } from "../../db/schema/system";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { waitForMail } from "../../../../tests/support/mail";
import { enqueueMail, outboxDepth, retryDelaySeconds } from "./mail-outbox";

/** A transport that fails while `down` is set and records what it delivered. */
class FlakyTransport implements Mailer {
  readonly kind = "smtp" as const;
  down = true;
  calls = 0;
  delivered: MailMessage[] = [];
  async send(message: MailMessage) {
    this.calls++;
    if (this.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    this.delivered.push(message);
  }
}

const flaky = new FlakyTransport();
// No wait between attempts, three attempts: the whole life of a mail in one test.
const t = useTestApp({ env: { MAIL_MAX_ATTEMPTS: "3", MAIL_RETRY_BASE_S: "0" }, adapters: { mailer: flaky }, admin: true });

const mail = (n: number): Mail => ({
  to: `buyer${n}@example.com`,
  template: {
    kind: "contact-message",
    props: {
      name: `Message ${n}`,
      email: "sender@example.com",
      phone: null,
      message: `Body ${n}`,
      receivedAt: "2026-11-27T10:00:00.000Z",
      ip: "192.0.2.1",
    },
  },
});
const rowOf = async (id: number) => (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

async function drainUntil(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) {
    t.deps.mailWorker.kick();
    await t.deps.mailWorker.drain();
  }
}

describe("the e-mail outbox", () => {
  it("backs off exponentially, at most an hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20, 30)).toBe(3600);
  });

  it("retries a mail the server refuses, gives up after the last attempt, shows it to the owner and sends it again on request", async () => {
    flaky.down = true;
    flaky.calls = 0;
    const id = await enqueueMail(t.deps.db, mail(1));
    expect(await outboxDepth(t.deps.db)).toBe(1);
    await drainUntil(async () => (await rowOf(id)).status === "dead");
    expect(await rowOf(id)).toMatchObject({ status: "dead", attempts: 3, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(flaky.calls).toBe(3);
    expect(await outboxDepth(t.deps.db)).toBe(0);

    const list = await t.app.inject({ method: "GET", url: "/api/admin/mail-outbox", headers: { cookie: t.admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      pending: 0,
      dead: 1,
      failed: [
        expect.objectContaining({
          id,
          to: "buyer1@example.com",
          subject: "Website contact: Message 1",
          attempts: 3,
          lastError: "connect ECONNREFUSED 127.0.0.1:25",
        }),
      ],
    });

    flaky.down = false;
    const retry = await t.app.inject({ method: "POST", url: `/api/admin/mail-outbox/${id}/retry`, headers: { cookie: t.admin } });
    expect(retry.statusCode).toBe(200);
    await drainUntil(async () => (await rowOf(id)).status === "sent");
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(flaky.delivered.map((m) => m.subject)).toEqual(["Website contact: Message 1"]);
    // Only a dead mail can be retried.
    const again = await t.app.inject({ method: "POST", url: `/api/admin/mail-outbox/${id}/retry`, headers: { cookie: t.admin } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "E-mail not found" });
  });

  it("keeps a mail queued in a transaction that rolls back out of the outbox", async () => {
    await t.deps.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail(2));
        throw new Error("the business change failed");
      })
      .catch(() => {});
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe("several processes on one outbox", () => {
  const others: TestApp[] = [];
  afterAll(async () => {
    for (const app of others) await app.close();
  });

  it("delivers every mail exactly once while three workers compete for it (SKIP LOCKED)", async () => {
    flaky.down = false;
    flaky.delivered = [];
    // Two more apps on the same database, each delivering to its own outbox folder.
    for (let i = 0; i < 2; i++) others.push(await createTestApp({ testDb: t.testDb }));
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => enqueueMail(t.deps.db, mail(100 + n))));
    for (const app of [t, ...others]) app.deps.mailWorker.kick();
    await drainUntil(async () => (await outboxDepth(t.deps.db)) === 0);
    await Promise.all(others.map((app) => app.deps.mailWorker.drain()));
    const rows = await t.deps.db.select().from(mailOutbox);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    const { readOutbox } = await import("../../../../tests/support/mail");
    const subjects = [...flaky.delivered.map((m) => m.subject), ...others.flatMap((app) => readOutbox(app.dataDir).map((m) => m.subject))];
    expect(subjects.sort()).toEqual(Array.from({ length: 30 }, (_, n) => `Website contact: Message ${100 + n}`).sort());
    // A mail queued by another process and kicked there lands in that process's transport.
    await enqueueMail(others[0]!.deps.db, mail(999));
    others[0]!.deps.mailWorker.kick();
    expect((await waitForMail(others[0]!.dataDir, "buyer999@example.com", /Message 999/)).subject).toBe("Website contact: Message 999");
  });
});
