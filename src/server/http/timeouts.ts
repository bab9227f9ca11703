import type { ServerOptions } from "node:http";
import type { Config } from "../config";

/**
 * Node's server timeouts as Fastify options. `requestTimeout` bounds the arrival of the whole
 * request (headers and body: a body sent 8 bytes at a time and then held is cut), `headersTimeout`
 * the headers alone, `keepAliveTimeout` an idle connection between requests. Node checks them every
 * `connectionsCheckingInterval` (30 s by default, which would let a 30 s limit run to 60 s), so the
 * check runs at a quarter of the limit, at most every 5 s. A handler's own time is not counted:
 * the clock stops once the request has fully arrived.
 */
export function timeoutOptions(config: Config): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  const requestMs = config.REQUEST_TIMEOUT_S * 1000;
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_S * 1000,
    http: {
      headersTimeout: requestMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(requestMs / 4))),
    },
  };
}
