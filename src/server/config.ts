import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url().optional().or(z.literal("").transform(() => undefined)),
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default("./data"),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    SESSION_TTL_DAYS: positiveInt(30),
    UPLOAD_SIGNING_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    REQUEST_LOG_MAX: positiveInt(1000),
    LOGIN_MAX_FAILURES: positiveInt(10),
    REGISTER_MAX_PER_HOUR: positiveInt(20),
    CONTACT_MAX_PER_HOUR: positiveInt(5),
    PAYMENT_PROVIDER: z.enum(["test", "authorizenet"]).default("test"),
    PAYMENT_TIMEOUT_MS: positiveInt(30_000),
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
    SHIP_FROM_CITY: z.string().default("Sebastopol"),
    SHIP_FROM_STATE: z.string().length(2).default("CA"),
    SHIP_FROM_ZIP: z.string().default("95472"),
    SHIP_FROM_COUNTRY: z.string().length(2).default("US"),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: bool.default(false),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    SHOP_EMAIL: z.email().default("sales@gravensteinrf.com"),
    MAIL_FROM: z.string().default("Gravenstein RF Instruments <no-reply@gravensteinrf.com>"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "authorizenet") {
      for (const key of ["AUTHORIZENET_API_LOGIN_ID", "AUTHORIZENET_TRANSACTION_KEY", "AUTHORIZENET_CLIENT_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=authorizenet" });
      }
    }
    const ups = [env.UPS_CLIENT_ID, env.UPS_CLIENT_SECRET, env.UPS_ACCOUNT_NUMBER].filter(Boolean).length;
    if (ups > 0 && ups < 3) {
      ctx.addIssue({ code: "custom", path: ["UPS_CLIENT_ID"], message: "UPS_CLIENT_ID, UPS_CLIENT_SECRET and UPS_ACCOUNT_NUMBER must be set together" });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together" });
    }
  });

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
