import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ObjectStore } from "./object-store";
import { createS3Store } from "./s3-store";

/**
 * A stand-in for an S3-compatible service with path-style addressing: PUT stores the body
 * with the Content-Type it came with, GET answers it, a missing key is S3's NoSuchKey XML.
 */
const bucket = "gravenstein-objects";
const objects = new Map<string, { body: Buffer; type: string }>();
const requests: string[] = [];
let server: Server;
let store: ObjectStore;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const key = decodeURIComponent(new URL(req.url!, "http://x").pathname).slice(bucket.length + 2);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers["content-type"] ?? "binary/octet-stream" });
        res.writeHead(200, { etag: '"1"' }).end();
        return;
      }
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { "content-type": "application/xml" });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
        );
        return;
      }
      res.writeHead(200, { "content-type": object.type, "content-length": String(object.body.length), etag: '"1"' });
      res.end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = createS3Store({
    bucket,
    region: "us-west-1",
    endpoint,
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    forcePathStyle: true,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  requests.length = 0;
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("\0\0\0\rIHDR rest of the image")]);

async function readAll(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe("S3 object store", () => {
  it("presigns a 15-minute PUT for <kind>/<name> without a checksum of an empty body", async () => {
    const { uploadURL, name } = await store.createUploadUrl("images", "https://ignored.example");
    const url = new URL(uploadURL);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe(`/${bucket}/images/${name}`);
    expect(url.pathname.split("/").pop()).toBe(name);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[a-f0-9]{64}$/);
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes("checksum"))).toEqual([]);
  });

  it("round-trips a browser's PUT and serves it by its detected type", async () => {
    const { uploadURL, name } = await store.createUploadUrl("images", "");
    const put = await fetch(uploadURL, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } });
    expect(put.status).toBe(200);
    const object = await store.open("images", name);
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe("image/png");
    expect(object!.size).toBe(PNG.length);
    expect((await readAll(object!.body)).equals(PNG)).toBe(true);
    expect(requests.at(-1)).toMatch(new RegExp(`^GET /${bucket}/images/${name}`));
  });

  it("answers null for a missing key and for a name that is not a uuid (without asking S3)", async () => {
    expect(await store.open("uploads", "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e")).toBeNull();
    requests.length = 0;
    expect(await store.open("images", "../uploads/5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e")).toBeNull();
    expect(requests).toEqual([]);
  });

  it("never serves what the browser mislabelled: HTML claiming to be PNG, a PNG among documents", async () => {
    const html = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    objects.set(`images/${html}`, { body: Buffer.from("<html><script>alert(document.cookie)</script></html>"), type: "image/png" });
    expect(await store.open("images", html)).toBeNull();
    const png = "7a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    objects.set(`uploads/${png}`, { body: PNG, type: "application/pdf" });
    expect(await store.open("uploads", png)).toBeNull();
  });

  it("does not serve an image above the 10 MB limit", async () => {
    const name = "8b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    objects.set(`images/${name}`, { body: big, type: "image/png" });
    expect(await store.open("images", name)).toBeNull();
  });
});
