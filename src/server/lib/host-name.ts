import { isIP } from "node:net";

/** A Host header (or ALLOWED_HOSTS entry) taken apart: the name lower-cased, IPv6 in brackets, the port if named. */
export interface HostName {
  hostname: string;
  port?: number;
  /** An IPv4 or IPv6 literal. */
  ip: boolean;
}

const HOST = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+))(?::(\d{1,5}))?$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * `host[:port]` as RFC 3986 allows it in a Host header, else undefined: no user part (`shop@evil.example`),
 * no path, no spaces, labels of letters, digits and hyphens, a port up to 65535. One trailing dot (the
 * absolute form of a DNS name) names the same host.
 */
export function parseHostName(value: string): HostName | undefined {
  const match = HOST.exec(value);
  if (!match) return undefined;
  const [, v6, name, port] = match;
  if (port !== undefined && Number(port) > 65_535) return undefined;
  const portNumber = port === undefined ? undefined : Number(port);
  if (v6 !== undefined) return isIP(v6) === 6 ? { hostname: `[${v6.toLowerCase()}]`, port: portNumber, ip: true } : undefined;
  const hostname = name!.toLowerCase().replace(/\.$/, "");
  if (isIP(hostname) === 4) return { hostname, port: portNumber, ip: true };
  if (hostname.length > 253 || !hostname.split(".").every((label) => LABEL.test(label))) return undefined;
  return { hostname, port: portNumber, ip: false };
}

/** `localhost` and its subdomains, which RFC 6761 reserves for the loopback interface. */
export const isLoopbackName = (hostname: string): boolean => hostname === "localhost" || hostname.endsWith(".localhost");
