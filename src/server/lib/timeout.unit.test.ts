import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTimeout, timeoutSignal, TimeoutError, withTimeout } from "./timeout";

const never = () => new Promise<never>(() => {});

describe("withTimeout", () => {
  it("gives the work's result when it finishes in time", async () => {
    await expect(withTimeout(1000, "the sum", async () => 1 + 1)).resolves.toBe(2);
  });

  it("passes the work's own failure through unchanged", async () => {
    const failure = new Error("connection refused");
    await expect(withTimeout(1000, "the call", () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(
      withTimeout(1000, "the call", () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });

  it("rejects with a TimeoutError naming what did not finish, even when the work ignores its signal", async () => {
    const started = performance.now();
    const error = await withTimeout(50, "the test gateway", never).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isTimeout(error)).toBe(true);
    expect((error as Error).message).toBe("the test gateway did not finish within 50 ms");
  });

  it("aborts the signal it hands to the work when the time is up", async () => {
    let seen: AbortSignal | undefined;
    await withTimeout(30, "the call", (signal) => {
      seen = signal;
      return never();
    }).catch(() => {});
    expect(seen?.aborted).toBe(true);
    expect(isTimeout(seen?.reason)).toBe(true);
  });

  it("stops at once, with the caller's reason, when the caller's own signal aborts first", async () => {
    const caller = new AbortController();
    const reason = new Error("the customer went away");
    const running = withTimeout(10_000, "the call", never, caller.signal);
    caller.abort(reason);
    await expect(running).rejects.toBe(reason);
    await expect(withTimeout(10_000, "the call", async () => "late", caller.signal)).rejects.toBe(reason);
  });
});

describe("timeoutSignal with fetch", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Accepts the request and never answers: a hung outside service.
    server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("ends a fetch to a server that never answers, as a timeout", async () => {
    const error = await fetch(url, { signal: timeoutSignal(100) }).catch((e: unknown) => e);
    expect(isTimeout(error)).toBe(true);
  });

  it("ends it earlier when the parent signal aborts", async () => {
    const parent = new AbortController();
    const pending = fetch(url, { signal: timeoutSignal(10_000, parent.signal) }).catch((e: unknown) => e);
    parent.abort();
    const error = await pending;
    expect(isTimeout(error)).toBe(false);
    expect((error as Error).name).toBe("AbortError");
  });
});
