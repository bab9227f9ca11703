import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working offline defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 5000, DATA_DIR: "./data", PAYMENT_PROVIDER: "test", LOGIN_MAX_FAILURES: 10, REGISTER_MAX_PER_HOUR: 20, CONTACT_MAX_PER_HOUR: 5, SHIPPING_DIM_DIVISOR: 139 });
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
  ])("stops with a message naming the variable for %j", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "", S3_BUCKET: "" }).DATABASE_URL).toBeUndefined();
  });
});
