import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { bareHost, isPublicAddress } from "../../lib/public-address";

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback addresses (and plain http) may be called. */
  allowPrivate: boolean;
}

/** What came back: the status, or no answer at all (`status` null) and why. */
export interface WebhookAnswer {
  status: number | null;
  error: string | null;
}

/**
 * The address check at connection time: the name is resolved once, for this connection, and a
 * private address among the answers fails it, so a name that resolved to a public address when the
 * endpoint was saved cannot be pointed at the shop's own network later (DNS rebinding).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside) return callback(new Error(`${hostname} resolves to ${inside.address}, a private address`), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/**
 * One delivery: POST the body, read (and drop) the answer, never follow a redirect. Settles with the
 * status, or with status null and the reason (refused, timed out, a private address).
 */
export function postWebhook(post: WebhookPost): Promise<WebhookAnswer> {
  const url = new URL(post.url);
  if (!post.allowPrivate) {
    if (url.protocol !== "https:") return Promise.resolve({ status: null, error: "The URL is not https" });
    const host = bareHost(url);
    // An IP literal is connected to without a lookup: judged here.
    if (isIP(host) && !isPublicAddress(host)) return Promise.resolve({ status: null, error: `${host} is a private address` });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...post.headers, "content-length": String(Buffer.byteLength(post.body)) },
        timeout: post.timeoutMs,
        signal: AbortSignal.timeout(post.timeoutMs),
        ...(post.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? null, error: null }));
        response.on("error", () => resolve({ status: response.statusCode ?? null, error: null }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${post.timeoutMs} ms`)));
    request.on("error", (error) =>
      resolve({ status: null, error: error.name === "AbortError" ? `no answer within ${post.timeoutMs} ms` : error.message }),
    );
    request.end(post.body);
  });
}
