import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * The shop's public origin: PUBLIC_URL's when set, else the request's own scheme and host (as the
 * trusted proxy reports them). Absolute links, upload URLs, the Origin check and the page cache's keys
 * use it. The request's host has passed the allowed-hosts check (allowed-hosts.ts) by the time any
 * route asks: a forged Host is refused before it can reach a link.
 */
export function publicOriginOf(config: Pick<Config, "PUBLIC_URL">): (request: FastifyRequest) => string {
  const configured = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return (request) => configured ?? `${request.protocol}://${request.host.toLowerCase()}`;
}

/**
 * The shop's origin for links in mails that no request asked for (a sweeper's, a reminder's):
 * PUBLIC_URL's, else this server's own port on localhost (main.ts warns in production when
 * PUBLIC_URL is not set).
 */
export const mailOrigin = (config: Pick<Config, "PUBLIC_URL" | "PORT">) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
