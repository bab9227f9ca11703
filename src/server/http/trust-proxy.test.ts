import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/use-test-app";
import { contactMessages } from "../db/schema/shop";

// One reverse proxy (192.0.2.10) in front of the shop: it appends the address it saw to X-Forwarded-For.
const t = useTestApp({ env: { TRUST_PROXY: "1", LOGIN_MAX_FAILURES: "2" } });

const PROXY = "192.0.2.10";
const viaProxy = (url: string, payload: object, forwardedFor: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: PROXY, headers: { "x-forwarded-for": forwardedFor } });

describe("TRUST_PROXY=1", () => {
  it("takes the address the proxy added, not what the client put in front of it", async () => {
    const contact = { name: "Ada", email: "ada@example.com", message: "Is the 101A probe set in stock?" };
    expect((await viaProxy("/api/contact", contact, "1.2.3.4, 203.0.113.5")).statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(contactMessages);
    expect(row?.ip).toBe("203.0.113.5");
  });

  it("keeps limiting a client that changes its spoofed left-most address", async () => {
    const guess = (n: number, client: string) =>
      viaProxy("/api/login", { username: `nobody${n}`, password: "wrong-guess" }, `198.51.100.${n}, ${client}`);
    expect((await guess(1, "203.0.113.7")).statusCode).toBe(401);
    expect((await guess(2, "203.0.113.7")).statusCode).toBe(401);
    expect((await guess(3, "203.0.113.7")).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await guess(4, "203.0.113.8")).statusCode).toBe(401);
  });
});
