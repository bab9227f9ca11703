import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * The shop's public origin: PUBLIC_URL's when set, else the request's own scheme and host (as
 * the trusted proxy reports them). Absolute links, upload URLs and the Origin check all use it.
 */
export function publicOriginOf(config: Pick<Config, "PUBLIC_URL">): (request: FastifyRequest) => string {
  const configured = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return (request) => configured ?? `${request.protocol}://${request.host}`;
}
