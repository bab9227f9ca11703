// One way to answer with cached bytes (issue 18): the catalog's JSON and the server-rendered pages
// are kept as bytes with an ETag and their compressed forms; this sends them: a matching
// If-None-Match gets a 304, the encoding is negotiated as @fastify/compress and the static files'
// pre-compressed copies do (brotli before gzip), and small bodies go out as they are. Answers made
// per request are compressed by @fastify/compress (app.ts); static files by @fastify/static.
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/** Below this, compressing saves less than it costs (@fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

// Clients send a handful of distinct Accept-Encoding values: each is read once.
const negotiated = new Map<string, Encoding | null>();

/** The encoding the request accepts, or null for the bytes as they are. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = String(request.headers["accept-encoding"] ?? "");
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    const chosen = negotiate(header, ["br", "gzip"]);
    encoding = chosen === "br" || chosen === "gzip" ? chosen : null;
    if (negotiated.size < 256) negotiated.set(header, encoding);
  }
  return encoding;
}

export interface EncodedAnswer {
  status?: number;
  type: string;
  body: Buffer;
  /** For a 200 only: a matching If-None-Match gets a 304. */
  etag?: string | undefined;
  cacheControl?: string;
  /** The body in `encoding`, from the cache (made on first need, kept with the body). */
  encode(encoding: Encoding): Buffer | Promise<Buffer>;
}

/** Sends cached bytes in the encoding the request accepts. Synchronous when the encoded form is at hand. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply | Promise<FastifyReply> {
  const status = answer.status ?? 200;
  reply.code(status).header("vary", "accept-encoding").type(answer.type);
  if (answer.cacheControl) reply.header("cache-control", answer.cacheControl);
  if (answer.etag && status === 200) {
    reply.header("etag", answer.etag);
    if (request.headers["if-none-match"] === answer.etag) return reply.code(304).send();
  }
  const encoding = answer.body.length < COMPRESS_THRESHOLD ? null : acceptedEncoding(request);
  if (!encoding) return reply.send(answer.body);
  reply.header("content-encoding", encoding);
  const encoded = answer.encode(encoding);
  return Buffer.isBuffer(encoded) ? reply.send(encoded) : encoded.then((bytes) => reply.send(bytes));
}
