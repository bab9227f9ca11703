import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, trustProxyOption } from "./config";

describe("configuration", () => {
  it("has working offline defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      DATA_DIR: "./data",
      PAYMENT_PROVIDER: "test",
      LOGIN_MAX_FAILURES: 10,
      REGISTER_MAX_PER_HOUR: 20,
      CONTACT_MAX_PER_HOUR: 5,
      STOCK_ALERT_MAX_PER_HOUR: 10,
      SHIPPING_DIM_DIVISOR: 139,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ LOGIN_MAX_FAILURES: "0" }, "LOGIN_MAX_FAILURES"],
    [{ PAYMENT_PROVIDER: "paypal" }, "PAYMENT_PROVIDER"],
    [{ PAYMENT_PROVIDER: "authorizenet" }, "AUTHORIZENET_API_LOGIN_ID"],
    [{ UPS_CLIENT_ID: "id-only" }, "UPS_CLIENT_ID"],
    [{ ADMIN_EMAIL: "owner@example.com" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ UPLOAD_SIGNING_SECRET: "too-short" }, "UPLOAD_SIGNING_SECRET"],
    [{ TRUST_PROXY: "yes please" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1,proxy.internal" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1," }, "TRUST_PROXY"],
    [{ ALLOWED_HOSTS: "https://shop.example.com" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: "shop.example.com,,www.shop.example.com" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: "shop.example.com:99999" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: "*.example.com" }, "ALLOWED_HOSTS"],
  ])("stops with a message naming the variable for %j", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it("accepts CHARGE_FAILPOINT, crash tests only, with NODE_ENV test or development and refuses it otherwise", () => {
    for (const step of ["before-gateway", "before-settle", "after-refund-gateway", "after-void-gateway"]) {
      expect(loadConfig({ CHARGE_FAILPOINT: step, NODE_ENV: "test" }).CHARGE_FAILPOINT).toBe(step);
      expect(loadConfig({ CHARGE_FAILPOINT: step, NODE_ENV: "development" }).CHARGE_FAILPOINT).toBe(step);
      expect(() => loadConfig({ CHARGE_FAILPOINT: step, NODE_ENV: "production" })).toThrow(/CHARGE_FAILPOINT: is for crash tests only/);
      // NODE_ENV unset means production.
      expect(() => loadConfig({ CHARGE_FAILPOINT: step })).toThrow(/CHARGE_FAILPOINT/);
    }
    expect(() => loadConfig({ CHARGE_FAILPOINT: "after-everything", NODE_ENV: "test" })).toThrow(/CHARGE_FAILPOINT/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "", S3_BUCKET: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["0", false],
    ["true", true],
    ["TRUE", true],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.1, 10.0.0.0/8,fd00::/8, ::1", ["10.0.0.1", "10.0.0.0/8", "fd00::/8", "::1"]],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("reads ALLOWED_HOSTS as host names, lower-cased, each with its port when one is named", () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: " Shop.Example.com, shop.example.com:8443,10.0.0.5,[::1]:5000 " }).ALLOWED_HOSTS).toEqual([
      { hostname: "shop.example.com", port: undefined, ip: false },
      { hostname: "shop.example.com", port: 8443, ip: false },
      { hostname: "10.0.0.5", port: undefined, ip: true },
      { hostname: "[::1]", port: 5000, ip: true },
    ]);
  });

  it("turns a hop count into a function trusting that many hops (Fastify trusts none for a bare number)", () => {
    const trust = trustProxyOption(2);
    expect(typeof trust).toBe("function");
    const hops = [0, 1, 2, 3].map((hop) => (trust as (address: string, hop: number) => boolean)("10.0.0.1", hop));
    expect(hops).toEqual([true, true, false, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(["10.0.0.0/8"])).toEqual(["10.0.0.0/8"]);
  });
});
