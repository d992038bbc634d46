// Names the client a request came from, for the rate limit.
import type { IncomingHttpHeaders } from "node:http";
import ipaddr from "ipaddr.js";

export interface AddressedRequest {
  headers: IncomingHttpHeaders;
  /** Express's req.ip: the socket address unless Express itself was told to trust a proxy. */
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * One spelling per client: "::ffff:203.0.113.7" is "203.0.113.7", however the socket reports it,
 * and a port a proxy wrote beside the address ("203.0.113.7:5678", "[2001:db8::1]:443") is dropped.
 */
function normalise(address: string): string {
  const trimmed = address.trim();
  const withoutPort = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed)?.[1] ?? trimmed;
  return withoutPort.toLowerCase().startsWith("::ffff:") && withoutPort.includes(".") ? withoutPort.slice(7) : withoutPort;
}

/** The header in which Netlify's edge names the client of a function call. */
export const EDGE_CLIENT_HEADER = "x-nf-client-connection-ip";

/**
 * X-Forwarded-For is written by the client as much as by proxies, so it is read
 * only when CONTACT_TRUST_PROXY says a proxy of ours is in front, and then only
 * its last entry: the one our proxy appended, naming the peer it saw. Earlier
 * entries are whatever the client chose to send.
 */
export function clientAddress(request: AddressedRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : header ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .pop();
    if (forwarded) return normalise(forwarded);
  }
  const direct = request.ip || request.socket?.remoteAddress;
  if (direct) return normalise(direct);
  // A serverless host hands the function no connection; its edge names the client in a header it
  // sets itself. Read only here, with no connection: on a server of ours a client could send it.
  const edge = request.headers[EDGE_CLIENT_HEADER];
  const named = Array.isArray(edge) ? edge[0] : edge;
  return named?.trim() ? normalise(named) : "unknown";
}

/**
 * The key the rate limit counts a client under: an IPv4 address as it is, an IPv6 address by its
 * /64 network. A single IPv6 subscriber is usually given a whole /64 (or more), so counting
 * addresses one by one would let one client send from billions of them.
 */
export function rateLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}
