import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createProduct } from "../support/factories";
import { useTestApp } from "../support/use-test-app";
import { clientDir } from "../../src/server/features/web/page-renderer";

// Phones on slow networks: every static file goes out as its build-time brotli or gzip copy,
// pages and JSON are compressed per request, and a client that asks for nothing gets plain bytes.

const assets = path.join(clientDir, "assets");
const built = existsSync(path.join(clientDir, "index.html"));
const t = useTestApp();

function mainScript(): string {
  const name = readdirSync(assets).find((f) => /^index-.*\.js$/.test(f));
  if (!name) throw new Error("no main script in the build");
  return name;
}

describe.skipIf(!built)("compressed answers", () => {
  it("serves a script's brotli copy, its gzip copy or the file, by Accept-Encoding", async () => {
    const name = mainScript();
    const original = readFileSync(path.join(assets, name));
    const url = `/assets/${name}`;

    const br = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await t.app.inject({ url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it("compresses a page and a JSON list made per request, not a small answer", async () => {
    for (let i = 0; i < 8; i++) await createProduct(t.deps.db, { name: `Near-field probe ${i}`, description: "x".repeat(200) });

    const page = await t.app.inject({ url: "/products", headers: { "accept-encoding": "br" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<title>");

    const list = await t.app.inject({ url: "/api/products", headers: { "accept-encoding": "gzip" } });
    expect(list.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(list.rawPayload).toString())).toHaveLength(8);

    const small = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
