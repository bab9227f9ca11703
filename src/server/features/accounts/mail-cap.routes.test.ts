import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/system";
import { createUser, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { backgroundMailsSettled } from "../../domain/accounts/account-links";

// Mail that anyone can trigger (extensions §11): at most 5 an hour to one address and triggered by
// one account; past that the request answers as before and nothing is sent. The links leave in the
// background: a test waits for them before it counts.
const logged: { level: number; msg: string; to?: string; kind?: string }[] = [];
const t = useTestApp({
  env: { REGISTER_MAX_PER_HOUR: "1000" },
  logger: { level: "warn", stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } },
});
beforeEach(() => void (logged.length = 0));

const queued = () => t.deps.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox).orderBy(asc(mailOutbox.id));
const notSent = () => logged.filter((line) => / e-mail not sent: 5 such mails an hour/.test(line.msg));

/** Every mail the requests so far asked for, queued or refused, with the number of each. */
async function decided() {
  await backgroundMailsSettled();
  return { queued: (await queued()).length, notSent: notSent().length };
}

const changeEmail = (cookie: string, email: string) =>
  t.app.inject({ method: "POST", url: "/api/user/email", headers: { cookie }, payload: { email } });

describe("the cap on mail anyone can trigger", () => {
  it("mails one address 5 verification links an hour however many accounts ask, and answers every request alike", async () => {
    const cookies = [];
    for (let account = 0; account < 6; account++) cookies.push((await loginAsCustomer(t.app, t.deps.db)).cookie);
    const answers: { status: number; body: string }[][] = cookies.map(() => []);
    for (let i = 0; i < 5; i++) {
      for (const [account, cookie] of cookies.entries()) {
        // One mailbox, spelled several ways.
        const res = await changeEmail(cookie, ["target@example.com", "Target@Example.com", "target+shop@example.com"][i % 3]!);
        answers[account]!.push({ status: res.statusCode, body: res.body });
      }
    }
    expect(answers.flat().every((a) => a.status === 200)).toBe(true);
    expect(await decided()).toEqual({ queued: 5, notSent: 25 });
    // The first account's first request was mailed, its fourth (the same spelling) was not: the same answer.
    expect(answers[0]![3]!.body).toBe(answers[0]![0]!.body);
    // The log shows the pattern, not the address.
    expect(new Set(notSent().map((line) => `${line.kind} ${line.to}`))).toEqual(new Set(["verification t***@example.com"]));
    expect(JSON.stringify(logged)).not.toContain("target@example.com");
  });

  it("lets one account have 5 verification links mailed an hour, to however many addresses", async () => {
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    for (let i = 0; i < 30; i++) expect((await changeEmail(cookie, `someone${i}@example.com`)).statusCode).toBe(200);
    expect(await decided()).toEqual({ queued: 5, notSent: 25 });
    expect((await queued()).map((m) => m.to)).toEqual(
      expect.arrayContaining([
        "someone0@example.com",
        "someone1@example.com",
        "someone2@example.com",
        "someone3@example.com",
        "someone4@example.com",
      ]),
    );
    expect(await queued()).toHaveLength(5);
  });

  it("counts registrations' links and password resets to one address together, and answers a reset it does not send as any other", async () => {
    await createUser(t.deps.db, { username: "ada", email: "ada@example.com", emailVerified: true });
    const reset = () => t.app.inject({ method: "POST", url: "/api/password-reset/request", payload: { login: "ada" } });
    const sent = await reset();
    expect(sent.statusCode).toBe(202);
    expect(await decided()).toEqual({ queued: 1, notSent: 0 });
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: `copy${i}`, password: "password-123", email: "ada@example.com" },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await decided()).toEqual({ queued: 5, notSent: 2 });
    const capped = await reset();
    expect(capped.statusCode).toBe(sent.statusCode);
    expect(capped.body).toBe(sent.body);
    expect(await decided()).toEqual({ queued: 5, notSent: 3 });
    expect((await queued()).map((m) => m.subject.split(" - ")[0])).toEqual([
      "Reset your password",
      "Confirm your e-mail address",
      "Confirm your e-mail address",
      "Confirm your e-mail address",
      "Confirm your e-mail address",
    ]);
    expect(notSent().map((line) => line.kind)).toEqual(["verification", "verification", "password reset"]);
  });
});
