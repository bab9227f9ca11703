import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's eval probe off before zod is loaded, so the CSP reports nothing", async () => {
    await import("./zod-jitless");
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    let constructed = 0;
    const probe = new Proxy(Function, {
      construct(target, args: string[]) {
        constructed++;
        return new target(...args);
      },
    });
    const original = globalThis.Function;
    globalThis.Function = probe;
    try {
      expect(z.object({ a: z.string() }).safeParse({ a: "x" }).success).toBe(true);
      expect(constructed).toBe(0);
    } finally {
      globalThis.Function = original;
    }
  });
});
