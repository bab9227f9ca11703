import { readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { uploadSignature } from "../../adapters/storage/local-store";

const t = useTestApp({ admin: true });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0"),
]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const HTML = Buffer.from("<!doctype html><html><body><script>fetch('/api/user')</script></body></html>");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

/** Asks for an upload URL as the admin; answers the URL's path with query, and the object name. */
async function uploadUrl(kind: "images" | "uploads") {
  const res = await t.app.inject({
    method: "POST",
    url: kind === "images" ? "/api/images/upload" : "/api/objects/upload",
    headers: { cookie: t.admin },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ uploadURL: string }>().uploadURL);
  const name = url.pathname.split("/").pop()!;
  return { url, name, target: `${url.pathname}${url.search}` };
}

const put = (target: string, body: Buffer | string, contentType?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "PUT",
    url: target,
    payload: body,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
  });

/** Every file under DATA_DIR, relative to it. */
function filesInDataDir(): string[] {
  return readdirSync(t.dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)))
    .sort();
}

describe("upload URLs", () => {
  it("are for the admin only: 401 anonymous, 403 customer", async () => {
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    for (const url of ["/api/images/upload", "/api/objects/upload"]) {
      expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "POST", url, headers: { cookie } })).statusCode).toBe(403);
    }
  });

  it("are signed, short-lived URLs on the shop's origin whose last segment is the name", async () => {
    const { url, name } = await uploadUrl("images");
    expect(url.origin).toBe("http://localhost"); // the inject host, localhost:80
    expect(url.pathname).toBe(`/objects/upload/images/${name}`);
    expect(name).toMatch(/^[a-f0-9-]{36}$/);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    expect(url.searchParams.get("signature")).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe("signed PUT and serving", () => {
  it("round-trips a PNG with its detected type and safe headers, whatever type the browser claimed", async () => {
    const { name, target } = await uploadUrl("images");
    const res = await put(target, PNG, "text/html", { origin: "http://localhost:80" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath: `/objects/images/${name}` });

    const got = await t.app.inject({ method: "GET", url: `/objects/images/${name}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(got.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(got.headers["content-length"]).toBe(String(PNG.length));
  });

  it("round-trips a PDF sent without a content type, served inline with a .pdf name", async () => {
    const { name, target } = await uploadUrl("uploads");
    const res = await put(target, PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath: `/objects/uploads/${name}` });
    const got = await t.app.inject({ method: "GET", url: `/objects/uploads/${name}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["content-disposition"]).toBe(`inline; filename="${name}.pdf"`);
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    // The document lives under its own kind only.
    expect((await t.app.inject({ method: "GET", url: `/objects/images/${name}` })).statusCode).toBe(404);
  });

  it("refuses a second PUT to the same URL (409) and keeps the first file", async () => {
    const { name, target } = await uploadUrl("images");
    expect((await put(target, PNG, "image/png")).statusCode).toBe(200);
    const again = await put(target, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]), "image/jpeg");
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: "GET", url: `/objects/images/${name}` })).rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses forged, tampered and expired URLs with 403", async () => {
    const { url, name, target } = await uploadUrl("images");
    const expires = Number(url.searchParams.get("expires"));
    const signature = url.searchParams.get("signature")!;
    const base = `/objects/upload/images/${name}`;
    const past = Math.floor(Date.now() / 1000) - 1;
    const attempts = [
      `${base}?expires=${expires}&signature=${"0".repeat(64)}`,
      `${base}?expires=${expires + 3600}&signature=${signature}`,
      `${base}?expires=${past}&signature=${uploadSignature(t.config.UPLOAD_SIGNING_SECRET!, "images", name, past)}`,
      `${base}?expires=${expires}&signature=${uploadSignature("another-secret-another-secret-another", "images", name, expires)}`,
      `/objects/upload/uploads/${name}?expires=${expires}&signature=${signature}`,
      `${base}?expires=${expires}`,
      base,
      `${base}?expires=${expires}&signature=${signature}&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const res = await put(attempt, attempt.includes("/uploads/") ? PDF : PNG, "image/png");
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toEqual({ message: "Upload URL is invalid or has expired" });
    }
    // The genuine URL still works afterwards.
    expect((await put(target, PNG, "image/png")).statusCode).toBe(200);
  });

  it.each([
    ["images", HTML, "image/png", "Unsupported file type: images must be PNG, JPEG, WebP or GIF"],
    ["images", SVG, "image/svg+xml", "Unsupported file type: images must be PNG, JPEG, WebP or GIF"],
    ["images", PDF, "application/pdf", "Unsupported file type: images must be PNG, JPEG, WebP or GIF"],
    ["images", Buffer.from('{"not":"an image"}'), "application/json", "Unsupported file type: images must be PNG, JPEG, WebP or GIF"],
    ["uploads", PNG, "application/pdf", "Unsupported file type: documents must be PDF"],
    ["uploads", HTML, "application/pdf", "Unsupported file type: documents must be PDF"],
  ] as const)("refuses %s content that is not allowed with 415 (#%#)", async (kind, body, type, message) => {
    const { name, target } = await uploadUrl(kind);
    const res = await put(target, body, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message });
    expect((await t.app.inject({ method: "GET", url: `/objects/${kind}/${name}` })).statusCode).toBe(404);
  });

  it("refuses an empty body with 400", async () => {
    const { target } = await uploadUrl("images");
    expect((await put(target, Buffer.alloc(0), "image/png")).statusCode).toBe(400);
  });

  it("refuses an image over 10 MB with 413 but takes a document of that size", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    const image = await uploadUrl("images");
    const res = await put(image.target, big, "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The image is too large: images may be at most 10 MB" });
    expect((await t.app.inject({ method: "GET", url: `/objects/images/${image.name}` })).statusCode).toBe(404);

    // Sent in chunks, without a Content-Length to refuse it by up front.
    const chunked = await t.app.inject({
      method: "PUT",
      url: image.target,
      payload: Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]),
      headers: { "content-type": "image/png" },
    });
    expect(chunked.statusCode).toBe(413);
    expect((await t.app.inject({ method: "GET", url: `/objects/images/${image.name}` })).statusCode).toBe(404);

    PDF.copy(big);
    const doc = await uploadUrl("uploads");
    expect((await put(doc.target, big, "application/pdf")).statusCode).toBe(200);
  });

  it("refuses a cross-site PUT", async () => {
    const { target } = await uploadUrl("images");
    expect((await put(target, PNG, "image/png", { origin: "https://evil.example" })).statusCode).toBe(403);
  });
});

describe("names are never paths", () => {
  it("refuses traversal on PUT and GET, and writes nothing outside the objects folder", async () => {
    const before = filesInDataDir();
    const { url } = await uploadUrl("images");
    const query = url.search;
    const puts = [
      `/objects/upload/images/..%2F..%2Fetc%2Fpasswd${query}`,
      `/objects/upload/images/..%2F..%2Fupload-signing-secret${query}`,
      `/objects/upload/images/%2e%2e%2f%2e%2e%2fescape${query}`,
      `/objects/upload/images/..%5C..%5Cescape${query}`,
      `/objects/upload/..%2Fimages/x${query}`,
      `/objects/upload/images/../../../escape${query}`,
      `/objects/upload/secrets/${url.pathname.split("/").pop()}${query}`,
    ];
    for (const target of puts) {
      const res = await put(target, PNG, "image/png");
      expect(res.statusCode, target).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, target).toBeLessThan(500);
    }
    const gets = [
      "/objects/images/..%2F..%2Fupload-signing-secret",
      "/objects/images/..%2F..%2F..%2Fetc%2Fpasswd",
      "/objects/uploads/%2e%2e%2fimages",
      "/objects/images/not-a-name",
      "/objects/images/5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e",
      "/objects/images/5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e.meta.json",
    ];
    for (const target of gets) {
      const res = await t.app.inject({ method: "GET", url: target });
      expect(res.statusCode, target).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(filesInDataDir()).toEqual(before);
  });
});
