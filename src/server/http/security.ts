import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "helmet";
import type { Config } from "../config";
import { EARLY_TAPS_SCRIPT } from "../../shared/early-taps";
import { badRequest, forbidden } from "../lib/errors";

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

/** The CSP source that allows the pages' one inline script, which keeps taps made before the app has run (decision 0082). */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64")}'`;

/**
 * The CSP of a PDF answer (uploaded documents, invoices): Chromium refuses to start its PDF viewer
 * in a sandboxed document, and the viewer needs inline styles; a PDF runs nothing of ours.
 */
export const PDF_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The security headers of every answer, computed once by helmet at start-up (they depend
 * only on the configuration) and then copied onto each reply: helmet's per-request work
 * cost more than half the throughput of the catalog route (docs/decisions/0004).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const https = Boolean(config.PUBLIC_URL?.startsWith("https:"));
  const pay = paymentHosts(config);
  const s3 = [
    ...(config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : []),
    ...(config.S3_BUCKET && !config.S3_ENDPOINT ? ["https://*.amazonaws.com"] : []),
  ];
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    // Helmet's upgrade-insecure-requests and HSTS would break the shop on plain HTTP (STACK-NOTES).
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_TAPS_SCRIPT_SOURCE, ...pay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...pay, ...s3],
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
  middleware({} as never, res as never, () => {});
  return headers;
}

export function registerSecurity(
  app: FastifyInstance,
  headers: Record<string, string>,
  publicOrigin: (request: FastifyRequest) => string,
  allowedHost: (request: FastifyRequest) => boolean,
): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // Before anything reads the host (the Origin check, links, the page cache): a forged one gets nowhere.
    if (!allowedHost(request)) {
      done(badRequest("Unknown host: this shop answers only for its own host names"));
      return;
    }
    // Mutating requests from a browser must come from the shop's own origin.
    const origin = request.headers.origin;
    if (origin && MUTATING.has(request.method)) {
      if (origin !== publicOrigin(request)) {
        done(forbidden("Cross-site request refused"));
        return;
      }
    }
    done();
  });
}
