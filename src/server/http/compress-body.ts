import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below this, compressing saves less than it costs (the same threshold as @fastify/compress in app.ts). */
const THRESHOLD = 1024;

/**
 * A body made in a not-found handler, compressed by the request's Accept-Encoding: such handlers
 * are not routes, so @fastify/compress's per-route hook never sees them (the SPA's pages).
 */
export function compressBody(request: FastifyRequest, reply: FastifyReply, body: string): Buffer | string {
  reply.header("vary", "accept-encoding");
  if (Buffer.byteLength(body) < THRESHOLD) return body;
  const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), ["br", "gzip"]);
  if (encoding === "br") {
    reply.header("content-encoding", "br");
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (encoding === "gzip") {
    reply.header("content-encoding", "gzip");
    return gzipSync(body, { level: 6 });
  }
  return body;
}
