import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { forbidden } from "./errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isHttps(config: Config, request: FastifyRequest): boolean {
  return request.protocol === "https" || Boolean(config.PUBLIC_URL?.startsWith("https:"));
}

/** Hosts the payment provider's browser script talks to (Accept.js), allowed by the CSP. */
function paymentHosts(config: Config): string[] {
  if (config.PAYMENT_PROVIDER !== "authorizenet") return [];
  return config.AUTHORIZENET_ENV === "production"
    ? ["https://js.authorize.net", "https://api2.authorize.net", "https://api.authorize.net"]
    : ["https://jstest.authorize.net", "https://apitest.authorize.net"];
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = Boolean(config.PUBLIC_URL?.startsWith("https:"));
  const pay = paymentHosts(config);
  await app.register(helmet, {
    // Helmet's upgrade-insecure-requests and HSTS would break the shop on plain HTTP (STACK-NOTES).
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...pay, ...(config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : []), ...(config.S3_BUCKET ? ["https://*.amazonaws.com"] : [])],
        frameSrc: ["'self'", ...pay],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  app.addHook("onRequest", async (request) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== own) throw forbidden("Cross-site request refused");
  });
}
