import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/use-test-app";
import { loginAsAdmin } from "../../../tests/support/factories";

const t = useTestApp();

describe("NUL characters and undecodable URLs", () => {
  it("refuses a NUL anywhere in a body, query or path with a 400, never a 500", async () => {
    const admin = await loginAsAdmin(t.app, t.deps.db);
    const cases = [
      { method: "POST", url: "/api/login", payload: { username: "a\u0000b", password: "x" } },
      { method: "POST", url: "/api/contact", payload: { name: "Ada", email: "ada@example.com", message: "Hello\u0000 there, friend" } },
      { method: "POST", url: "/api/admin/categories", payload: { name: "Bad\u0000Name" }, headers: { cookie: admin } },
      { method: "POST", url: "/api/register", payload: { username: "nul", password: "password-123", ["x\u0000"]: 1 } },
      { method: "GET", url: "/api/admin/orders?q=a%00b", headers: { cookie: admin } },
      { method: "GET", url: "/api/tax-rates/C%00A" },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject(c as never);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(res.json()).toEqual({ message: "Text must not contain NUL characters" });
    }
  });

  it("answers a malformed URL with a JSON 400 that still carries the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/tax-rates/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Malformed URL" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });
});
