import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses no outside callback may reach (webhook endpoints, extensions §10): private, loopback,
 * link-local, unspecified, carrier-grade NAT, multicast and reserved ranges, in IPv4 and IPv6 (an
 * IPv4-mapped IPv6 address is judged by its IPv4 part).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** True for an IP literal outside every private, loopback, link-local and unspecified range. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !blocked.check(lower, "ipv6");
}

/** A URL's host without IPv6 brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * Why a host may not be called (a private address, or a name that resolves to one or to nothing),
 * or null. Every address the name resolves to must be public: a name with one private address
 * could be answered with it on the next lookup.
 */
export async function privateHostProblem(host: string): Promise<string | null> {
  if (isIP(host)) return isPublicAddress(host) ? null : `${host} is a private, loopback or link-local address`;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `${host} could not be resolved`;
  }
  if (addresses.length === 0) return `${host} could not be resolved`;
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  return inside ? `${host} resolves to ${inside.address}, a private, loopback or link-local address` : null;
}
