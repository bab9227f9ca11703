import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import { isLoopbackName, parseHostName, type HostName } from "../lib/host-name";

/** What a balancer or a scraper calls by address, whatever Host it sends (decision 0036). */
const ANY_HOST_PATHS = new Set(["/livez", "/readyz", "/metrics"]);

/**
 * Whether a request names one of the shop's own hosts (extensions §11, decision 0050): PUBLIC_URL's
 * host name and the ALLOWED_HOSTS entries; with neither set, `localhost`, `*.localhost` and IP
 * literals. An entry without a port allows any port. `request.host` is X-Forwarded-Host only when
 * TRUST_PROXY trusts the peer (Fastify), so a forwarded host is checked the same way.
 * Every link built from the request's host (public-origin.ts) is built after this check.
 */
export function allowedHostOf(config: Pick<Config, "PUBLIC_URL" | "ALLOWED_HOSTS">): (request: FastifyRequest) => boolean {
  const own: HostName[] = [...config.ALLOWED_HOSTS];
  if (config.PUBLIC_URL) own.push({ hostname: new URL(config.PUBLIC_URL).hostname.toLowerCase(), ip: false });
  const matches =
    own.length === 0
      ? (host: HostName) => host.ip || isLoopbackName(host.hostname)
      : (host: HostName) => own.some((entry) => entry.hostname === host.hostname && (entry.port === undefined || entry.port === host.port));
  return (request) => {
    const host = parseHostName(request.host);
    if (host && matches(host)) return true;
    const path = request.url.split("?", 1)[0]!;
    return ANY_HOST_PATHS.has(path);
  };
}
