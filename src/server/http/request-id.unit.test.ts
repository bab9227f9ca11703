import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestIdGenerator } from "./request-id";

const request = (remoteAddress: string, id?: string) =>
  ({ headers: id === undefined ? {} : { "x-request-id": id }, socket: { remoteAddress } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("makes a fresh uuid for every request when no proxy is trusted, whatever the caller sends", () => {
    const next = requestIdGenerator(false);
    const a = next(request("203.0.113.5", "chosen-by-the-caller"));
    const b = next(request("203.0.113.5"));
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it("keeps a sane id from a trusted proxy (by hop count or by address), and only from it", () => {
    expect(requestIdGenerator(1)(request("192.0.2.10", "nginx-5f2b9c"))).toBe("nginx-5f2b9c");
    expect(requestIdGenerator(true)(request("192.0.2.10", "Root=1-67891233-abcdef012345678912345678"))).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
    const byAddress = requestIdGenerator(["192.0.2.0/24", "fd00::/8"]);
    expect(byAddress(request("192.0.2.10", "from-the-proxy"))).toBe("from-the-proxy");
    expect(byAddress(request("::ffff:192.0.2.10", "mapped-v4"))).toBe("mapped-v4");
    expect(byAddress(request("fd00::7", "from-v6-proxy"))).toBe("from-v6-proxy");
    expect(byAddress(request("198.51.100.1", "from-a-stranger"))).toMatch(UUID);
  });

  it("replaces an id that could forge a log line or bloat it", () => {
    const next = requestIdGenerator(1);
    for (const id of ["", "two words", "line\nbreak", "x".repeat(129), 'quote"d', "<script>"]) {
      expect(next(request("192.0.2.10", id)), JSON.stringify(id)).toMatch(UUID);
    }
  });
});
