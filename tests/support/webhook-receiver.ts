// A local webhook receiver: records every POST (headers and the raw body) and answers with the
// statuses it is told, in turn (the last one repeats). Checks signatures the way docs/api.md tells a receiver to.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  /** The path and query it was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** The receiver's URL (http on 127.0.0.1: needs WEBHOOK_ALLOW_PRIVATE=true). */
  url: string;
  received: ReceivedHook[];
  /** The statuses of the next answers; the last one repeats. */
  answers: number[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(answers: number[] = [200]): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const receiver = { received, answers } as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = receiver.answers.length > 1 ? receiver.answers.shift()! : (receiver.answers[0] ?? 200);
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/** A receiver's check: the X-Shop-Signature header is the HMAC of "<t>.<body>" with the secret, and t is recent. */
export function signatureIsValid(hook: ReceivedHook, secret: string, toleranceS = 300): boolean {
  const header = String(hook.headers["x-shop-signature"] ?? "");
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=") as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceS || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${hook.body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
