import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

export const REQUEST_ID_HEADER = "x-request-id";

// What a proxy's id may look like (uuids, nginx's $request_id, AWS trace ids): never spaces or
// control characters, which would let a caller forge log lines.
const SANE_ID = /^[\w.:@=+/-]{1,128}$/;

/** Whether the socket's peer is a proxy TRUST_PROXY believes (the hop that would have set the header). */
function trustsPeer(setting: Config["TRUST_PROXY"]): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  // true trusts every hop; a hop count of 1 or more trusts at least the peer.
  if (setting === true || typeof setting === "number") return () => true;
  const trusted = new BlockList();
  for (const entry of setting) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (address) => Boolean(address) && trusted.check(address!, isIP(address!) === 6 ? "ipv6" : "ipv4");
}

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy sent, when it looks sane, so one id
 * follows a request through the proxy's log and ours; otherwise a fresh uuid. Fastify puts the
 * id on request.log (every log line of the request carries it as reqId).
 */
export function requestIdGenerator(trustProxy: Config["TRUST_PROXY"]): (request: IncomingMessage) => string {
  const fromTrustedPeer = trustsPeer(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (typeof incoming === "string" && SANE_ID.test(incoming) && fromTrustedPeer(request.socket.remoteAddress)) return incoming;
    return randomUUID();
  };
}

/** Every answer names its request, so a customer's report or a screenshot leads to the log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
