import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/support/factories";
import { readOutbox, waitForMail } from "../../../tests/support/mail";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { useTestApp } from "../../../tests/support/use-test-app";
import { mailOutbox } from "../db/schema/system";

// Neither PUBLIC_URL nor ALLOWED_HOSTS: localhost, *.localhost and IP literals only.
const t = useTestApp();
const configured: Record<"publicUrl" | "allowedHosts" | "trustProxy", TestApp | undefined> = {
  publicUrl: undefined,
  allowedHosts: undefined,
  trustProxy: undefined,
};
const app = (name: keyof typeof configured) => configured[name]!.app;
beforeAll(async () => {
  configured.publicUrl = await createTestApp({ testDb: t.testDb, env: { PUBLIC_URL: "https://shop.example.com" } });
  configured.allowedHosts = await createTestApp({ testDb: t.testDb, env: { ALLOWED_HOSTS: "shop.example.com, admin.example.com:8443" } });
  configured.trustProxy = await createTestApp({ testDb: t.testDb, env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  for (const built of Object.values(configured)) await built?.close();
});

const get = (target: TestApp["app"], url: string, headers: Record<string, string>) =>
  target.inject({ method: "GET", url, headers, remoteAddress: "192.0.2.10" });
const requestReset = (target: TestApp["app"], headers: Record<string, string>) =>
  target.inject({ method: "POST", url: "/api/password-reset/request", payload: { login: "ada" }, headers });
const robotsOrigin = async (target: TestApp["app"], headers: Record<string, string>) =>
  /^Sitemap: (.*)\/sitemap\.xml$/m.exec((await get(target, "/robots.txt", headers)).body)?.[1];
// The reset link is queued after the answer, then delivered by the outbox worker.
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.deps.mailWorker.drain();
};

describe("a forged Host", () => {
  it("gets a password reset neither answered 2xx nor mailed with its link", async () => {
    await createUser(t.deps.db, { username: "ada", email: "ada@example.com", emailVerified: true });
    for (const host of ["evil.example", "shop@evil.example", "evil.example:80"]) {
      const res = await requestReset(t.app, { host });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/host/i) as unknown });
    }
    await settle();
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([]);
    expect(readOutbox(t.dataDir)).toEqual([]);

    // The shop's own host still gets the mail, with a link to itself.
    expect((await requestReset(t.app, { host: "localhost:5000" })).statusCode).toBe(202);
    const mail = await waitForMail(t.dataDir, "ada@example.com", /Reset your password/);
    expect(mail.body).toContain("http://localhost:5000/reset-password?token=");
    expect(mail.body).not.toContain("evil");
  });

  it("answers 400 with a message for any host name that is not the shop's, or not a host name at all, on pages and the API", async () => {
    const bad = ["evil.example", "shop@evil.example", "localhost@evil.example", "127.0.0.1.evil.example", "localhost.evil.example"];
    const garbage = ["evil.example/x", "a b", "[::1", "[not-ipv6]:80", "localhost:99999", "-bad-.example", "local_host", "..", "::1"];
    for (const host of [...bad, ...garbage]) {
      for (const url of ["/api/products", "/", "/products?sort=price-asc", "/nope"]) {
        const res = await get(t.app, url, { host });
        expect({ host, url, status: res.statusCode }).toEqual({ host, url, status: 400 });
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toHaveProperty("message");
      }
    }
  });

  it("answers 400 to a request with no Host header at all", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const answer = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1", () => socket.end(request));
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
    for (const version of ["1.0", "1.1"]) {
      const text = await answer(`GET /api/products HTTP/${version}\r\nConnection: close\r\n\r\n`);
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
      expect(text).toContain('"message"');
    }
  });

  it("does not keep the balancer's and the scraper's routes from answering", async () => {
    for (const host of ["evil.example", "shop@evil.example", "10.0.0.5:5000"]) {
      expect((await get(app("allowedHosts"), "/livez", { host })).statusCode).toBe(200);
      expect((await get(app("allowedHosts"), "/readyz", { host })).statusCode).toBe(200);
      // Served only with METRICS_TOKEN: its own 404, not the host's 400.
      expect((await get(app("allowedHosts"), "/metrics", { host })).statusCode).toBe(404);
      expect((await get(app("allowedHosts"), "/api/health", { host })).statusCode).toBe(400);
    }
  });
});

describe("the shop's own hosts", () => {
  it("are localhost, its subdomains and IP literals on any port when neither PUBLIC_URL nor ALLOWED_HOSTS is set", async () => {
    for (const host of [
      "localhost",
      "localhost:5000",
      "LocalHost:80",
      "shop.localhost:5180",
      "127.0.0.1",
      "192.168.1.20:5000",
      "[::1]:5000",
      "[2001:db8::7]",
    ]) {
      expect({ host, status: (await get(t.app, "/api/products", { host })).statusCode }).toEqual({ host, status: 200 });
    }
    expect(await robotsOrigin(t.app, { host: "[::1]:5000" })).toBe("http://[::1]:5000");
    expect(await robotsOrigin(t.app, { host: "LocalHost:5000" })).toBe("http://localhost:5000");
  });

  it("are PUBLIC_URL's host name (any port) when it is set, and its links always point there", async () => {
    for (const host of ["shop.example.com", "SHOP.example.com:443", "shop.example.com."]) {
      expect((await get(app("publicUrl"), "/api/products", { host })).statusCode).toBe(200);
    }
    expect(await robotsOrigin(app("publicUrl"), { host: "shop.example.com:8080" })).toBe("https://shop.example.com");
    for (const host of ["localhost", "127.0.0.1", "[::1]", "www.shop.example.com", "example.com", "shop.example.com@evil.example"]) {
      expect({ host, status: (await get(app("publicUrl"), "/", { host })).statusCode }).toEqual({ host, status: 400 });
    }
  });

  it("are the ALLOWED_HOSTS entries, on their port when one is named", async () => {
    for (const host of ["shop.example.com", "shop.example.com:5000", "admin.example.com:8443"]) {
      expect({ host, status: (await get(app("allowedHosts"), "/api/products", { host })).statusCode }).toEqual({ host, status: 200 });
    }
    expect(await robotsOrigin(app("allowedHosts"), { host: "admin.example.com:8443" })).toBe("http://admin.example.com:8443");
    for (const host of ["admin.example.com", "admin.example.com:443", "localhost", "127.0.0.1:5000", "evil.example"]) {
      expect({ host, status: (await get(app("allowedHosts"), "/api/products", { host })).statusCode }).toEqual({ host, status: 400 });
    }
  });
});

describe("X-Forwarded-Host", () => {
  it("is ignored without TRUST_PROXY: the Host header decides, and the links follow it", async () => {
    const forged = { host: "localhost:5000", "x-forwarded-host": "evil.example" };
    expect((await get(t.app, "/api/products", forged)).statusCode).toBe(200);
    expect(await robotsOrigin(t.app, forged)).toBe("http://localhost:5000");
  });

  it("is read from a trusted proxy and checked like a Host header", async () => {
    for (const forwarded of ["evil.example", "shop@evil.example", "localhost, evil.example"]) {
      const res = await get(app("trustProxy"), "/api/products", { host: "127.0.0.1:5000", "x-forwarded-host": forwarded });
      expect({ forwarded, status: res.statusCode }).toEqual({ forwarded, status: 400 });
    }
    const allowed = { host: "upstream-name", "x-forwarded-host": "127.0.0.1:8443", "x-forwarded-proto": "https" };
    expect((await get(app("trustProxy"), "/api/products", allowed)).statusCode).toBe(200);
    expect(await robotsOrigin(app("trustProxy"), allowed)).toBe("https://127.0.0.1:8443");
  });
});
