import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalStore, loadSigningSecret } from "./local-store";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "local-store-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const partsOf = (uploadURL: string) => {
  const url = new URL(uploadURL);
  return { name: url.pathname.split("/").pop()!, expires: url.searchParams.get("expires"), signature: url.searchParams.get("signature") };
};

describe("local object store", () => {
  it("generates a signing secret once, private to the owner, and keeps it across restarts", async () => {
    const dataDir = tempDir();
    const first = createLocalStore({ dataDir });
    const file = path.join(dataDir, "upload-signing-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, "utf8");
    expect(secret.trim()).toMatch(/^[a-f0-9]{64}$/);

    const { uploadURL } = await first.createUploadUrl("images", "https://shop.example");
    const { name, expires, signature } = partsOf(uploadURL);
    const restarted = createLocalStore({ dataDir });
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(restarted.receiver!.verify("images", name, expires, signature)).toBe(true);
    expect(loadSigningSecret(dataDir)).toBe(secret.trim());
  });

  it("prefers UPLOAD_SIGNING_SECRET, and a different secret does not verify", async () => {
    const dataDir = tempDir();
    const a = createLocalStore({ dataDir, secret: "a".repeat(40) });
    const b = createLocalStore({ dataDir, secret: "b".repeat(40) });
    const { name, expires, signature } = partsOf((await a.createUploadUrl("uploads", "http://localhost:5000")).uploadURL);
    expect(a.receiver!.verify("uploads", name, expires, signature)).toBe(true);
    expect(b.receiver!.verify("uploads", name, expires, signature)).toBe(false);
  });

  it("honours the URL for 15 minutes and not a second longer", async () => {
    let now = Date.parse("2026-05-01T10:00:00Z");
    const store = createLocalStore({ dataDir: tempDir(), secret: "s".repeat(40), now: () => now });
    const { uploadURL } = await store.createUploadUrl("images", "https://shop.example");
    expect(uploadURL).toMatch(/^https:\/\/shop\.example\/objects\/upload\/images\/[a-f0-9-]{36}\?expires=\d+&signature=[a-f0-9]{64}$/);
    const { name, expires, signature } = partsOf(uploadURL);
    now += 15 * 60 * 1000 - 1000;
    expect(store.receiver!.verify("images", name, expires, signature)).toBe(true);
    now += 1000;
    expect(store.receiver!.verify("images", name, expires, signature)).toBe(false);
  });

  it("opens nothing for names that are not uuids", async () => {
    const store = createLocalStore({ dataDir: tempDir(), secret: "s".repeat(40) });
    expect(await store.open("images", "../upload-signing-secret")).toBeNull();
    expect(await store.open("images", "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e")).toBeNull();
    await expect(store.receiver!.save("images", "../../escape", Buffer.from("x"), "image/png")).rejects.toThrow(/refusing/);
  });
});
