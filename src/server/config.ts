import { isIP } from "node:net";
import { z } from "zod";
import { parseHostName, type HostName } from "./lib/host-name";

const bool = z.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v) => v === "true" || v === "1" || v === "yes");
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** An IP address, or a CIDR range like 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address = "", prefix, extra] = value.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops' X-Forwarded-For entries to believe: false (none), a hop count, the proxies' own
 * addresses, or true (every hop: a client can then put any address in front of the proxy's).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === "" || lower === "false" || lower === "0") return false;
    if (lower === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(",").map((item) => item.trim());
    const bad = list.filter((item) => !isAddressOrRange(item));
    if (bad.length === 0) return list;
    ctx.addIssue({
      code: "custom",
      message: `must be false, a hop count, or IP addresses / CIDR ranges separated by commas (not: ${bad.join(", ")})`,
    });
    return z.NEVER;
  });
/** Host names the shop answers for besides PUBLIC_URL's: `shop.example.com`, `shop.example.com:8443`, `[::1]`. */
const allowedHosts = z
  .string()
  .trim()
  .transform((value, ctx): HostName[] => {
    const list = value === "" ? [] : value.split(",").map((item) => item.trim());
    const parsed = list.map((item) => ({ item, host: parseHostName(item) }));
    const bad = parsed.filter((entry) => entry.host === undefined).map((entry) => entry.item);
    if (bad.length === 0) return parsed.map((entry) => entry.host!);
    ctx.addIssue({
      code: "custom",
      message: `must be host names, optionally with a port, separated by commas (not: ${bad.map((item) => JSON.stringify(item)).join(", ")})`,
    });
    return z.NEVER;
  });
/**
 * Crash tests only (decisions 0020, 0066): the process SIGKILLs itself before the charge's gateway
 * call, after it (before the order is settled), or right after the gateway approved a refund or a
 * void (before the shop recorded it).
 */
export const chargeFailpoints = ["before-gateway", "before-settle", "after-refund-gateway", "after-void-gateway"] as const;
export type ChargeFailpoint = (typeof chargeFailpoints)[number];
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    ALLOWED_HOSTS: allowedHosts.default([]),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default("./data"),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    // ADMIN_PASSWORD is the new owner's password; this sets an existing owner's password from it again.
    ADMIN_PASSWORD_RESET: bool.default(false),
    SESSION_TTL_DAYS: positiveInt(30),
    UPLOAD_SIGNING_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    REQUEST_LOG_MAX: positiveInt(1000),
    LOGIN_MAX_FAILURES: positiveInt(10),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(50),
    PASSWORD_RESET_MAX_PER_HOUR: positiveInt(10),
    PASSWORD_RESET_MAX_PER_ACCOUNT_PER_HOUR: positiveInt(3),
    ADMIN_REQUIRE_2FA: bool.default(false),
    REGISTER_MAX_PER_HOUR: positiveInt(20),
    CONTACT_MAX_PER_HOUR: positiveInt(5),
    // POST /api/products/{id}/stock-alerts: back-in-stock sign-ups per IP per hour (extensions §8).
    STOCK_ALERT_MAX_PER_HOUR: positiveInt(10),
    PAYMENT_PROVIDER: z.enum(["test", "authorizenet"]).default("test"),
    PAYMENT_TIMEOUT_MS: positiveInt(30_000),
    TEST_GATEWAY_SETTLE_AFTER_S: z.coerce.number().int().min(0).default(86_400),
    TEST_GATEWAY_DELAY_MS: z.coerce.number().int().min(0).default(0),
    SWEEP_INTERVAL_S: positiveInt(60),
    // Calibration reminders (extensions §7): an owner is mailed this many days before a unit's calibration is due.
    CALIBRATION_REMINDER_DAYS: z.coerce.number().int().min(0).max(366).default(30),
    // Service requests (extensions §7): a shipped unit may be returned for a refund within this many days of its shipment.
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(366).default(30),
    // GET /api/certificates/verify: checks per IP per hour (an auditor checks a lab's instruments, nobody tries numbers in bulk).
    CERTIFICATE_VERIFY_MAX_PER_HOUR: positiveInt(60),
    RESERVATION_TIMEOUT_S: positiveInt(900),
    // The rendered pages' cache (extensions §12): at most this many megabytes (every encoding counted),
    // the least recently used out first; one process's memory grows by about this much with a warm cache.
    PAGE_CACHE_MAX_MB: positiveInt(64),
    CHARGE_MAX_FAILURES_PER_HOUR: positiveInt(5),
    // Crash tests only: the process SIGKILLs itself at this step of a charge, refund or void (NODE_ENV test or development only).
    CHARGE_FAILPOINT: optionalText.pipe(z.enum(chargeFailpoints).optional()),
    AUTHORIZENET_API_LOGIN_ID: optionalText,
    AUTHORIZENET_TRANSACTION_KEY: optionalText,
    AUTHORIZENET_CLIENT_KEY: optionalText,
    AUTHORIZENET_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
    AUTHORIZENET_API_URL: optionalText.pipe(z.url().optional()),
    UPS_CLIENT_ID: optionalText,
    UPS_CLIENT_SECRET: optionalText,
    UPS_ACCOUNT_NUMBER: optionalText,
    UPS_API_URL: z.url().default("https://onlinetools.ups.com"),
    SHIPPING_DIM_DIVISOR: positiveInt(139),
    // Extensions §9: EU VAT numbers are also checked against the EU's VIES service when this is set
    // (e.g. https://ec.europa.eu/taxation_customs/vies/rest-api); no answer in time never blocks an order.
    VIES_URL: optionalText.pipe(z.url().optional()),
    VIES_TIMEOUT_MS: positiveInt(4_000),
    SHIP_FROM_CITY: z.string().default("Sebastopol"),
    SHIP_FROM_STATE: z.string().length(2).default("CA"),
    SHIP_FROM_ZIP: z.string().default("95472"),
    SHIP_FROM_COUNTRY: z.string().length(2).default("US"),
    // Currency estimates (extensions §9, decision 0072): ECB's daily reference rates (eurofxref-daily.xml);
    // unset, the shop fetches nothing and uses the owner's rates or its built-in table.
    FX_RATES_URL: optionalText.pipe(z.url().optional()),
    // How often ECB's rates are fetched (one process of several does it), and how soon after a failed fetch.
    FX_RATES_REFRESH_S: positiveInt(21_600),
    FX_RATES_RETRY_S: positiveInt(900),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: bool.default(false),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    SHOP_EMAIL: z.email().default("sales@gravensteinrf.com"),
    MAIL_FROM: z.string().default("Gravenstein RF Instruments <no-reply@gravensteinrf.com>"),
    // A request whose headers and body have not all arrived within this many seconds is closed.
    REQUEST_TIMEOUT_S: positiveInt(30),
    // An idle keep-alive connection is closed after this; longer than a balancer's own idle timeout (nginx: 60 s).
    KEEP_ALIVE_TIMEOUT_S: positiveInt(72),
    // GET /metrics answers only with this bearer token; unset, /metrics is not served (404).
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    // The e-mail outbox (decision 0033): attempts before a mail is dead, and the first retry's delay (doubling after).
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    MAIL_RETRY_BASE_S: z.coerce.number().min(0).max(3600).default(30),
    // Webhooks (extensions §10, decision 0075): true lets endpoints use http and private or loopback
    // addresses (tests, an intranet); false, only https URLs whose names resolve to public addresses.
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    // How often each process looks for webhook deliveries that are due (first tries and retries).
    WEBHOOK_POLL_S: positiveInt(5),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "authorizenet") {
      for (const key of ["AUTHORIZENET_API_LOGIN_ID", "AUTHORIZENET_TRANSACTION_KEY", "AUTHORIZENET_CLIENT_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=authorizenet" });
      }
    }
    const ups = [env.UPS_CLIENT_ID, env.UPS_CLIENT_SECRET, env.UPS_ACCOUNT_NUMBER].filter(Boolean).length;
    if (ups > 0 && ups < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["UPS_CLIENT_ID"],
        message: "UPS_CLIENT_ID, UPS_CLIENT_SECRET and UPS_ACCOUNT_NUMBER must be set together",
      });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY" });
    }
    if (env.CHARGE_FAILPOINT && env.NODE_ENV !== "test" && env.NODE_ENV !== "development") {
      ctx.addIssue({
        code: "custom",
        path: ["CHARGE_FAILPOINT"],
        message: `is for crash tests only: accepted with NODE_ENV=test or development, refused with NODE_ENV=${env.NODE_ENV}`,
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together" });
    }
  });

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

/**
 * The setting as Fastify's trustProxy. Fastify 5 trusts no hop at all for a bare number (it cannot
 * check the peer), so a hop count becomes proxy-addr's function: hop 0 is the socket's peer,
 * hop n the n-th X-Forwarded-For entry from the right.
 */
export function trustProxyOption(setting: Config["TRUST_PROXY"]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/** Parses the environment once; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
