import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtHash, sourceHash, writeBuiltHash } from "./source-hash.mjs";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

function tree(): string {
  root = mkdtempSync(path.join(tmpdir(), "source-hash-"));
  mkdirSync(path.join(root, "src", "client", "shop"), { recursive: true });
  mkdirSync(path.join(root, "src", "server"), { recursive: true });
  mkdirSync(path.join(root, "dist", "client"), { recursive: true });
  writeFileSync(path.join(root, "src", "client", "shop", "page.tsx"), "export const a = 1;\n");
  writeFileSync(path.join(root, "src", "server", "main.ts"), "console.log(1);\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  return root;
}

describe("the build's source hash (npm start rebuilds only when it changes)", () => {
  it("changes with a client source or the lockfile, not with a test or a server file", () => {
    const dir = tree();
    const first = sourceHash(dir, "client");
    expect(sourceHash(dir, "client")).toBe(first);
    writeFileSync(path.join(dir, "src", "client", "shop", "page.test.tsx"), "test\n");
    writeFileSync(path.join(dir, "src", "server", "main.ts"), "console.log(2);\n");
    expect(sourceHash(dir, "client")).toBe(first);
    writeFileSync(path.join(dir, "src", "client", "shop", "page.tsx"), "export const a = 2;\n");
    const second = sourceHash(dir, "client");
    expect(second).not.toBe(first);
    writeFileSync(path.join(dir, "package-lock.json"), '{"v":2}\n');
    expect(sourceHash(dir, "client")).not.toBe(second);
  });

  it("counts a renamed file as a change", () => {
    const dir = tree();
    const before = sourceHash(dir, "client");
    rmSync(path.join(dir, "src", "client", "shop", "page.tsx"));
    writeFileSync(path.join(dir, "src", "client", "shop", "other.tsx"), "export const a = 1;\n");
    expect(sourceHash(dir, "client")).not.toBe(before);
  });

  it("reads back the stamp written next to the output, null when there is none", () => {
    const dir = tree();
    expect(builtHash(dir, "client")).toBeNull();
    writeBuiltHash(dir, "client", sourceHash(dir, "client"));
    expect(builtHash(dir, "client")).toBe(sourceHash(dir, "client"));
  });
});
