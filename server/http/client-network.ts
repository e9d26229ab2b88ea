import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, expanded ("::" filled, embedded IPv4 converted). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split("%")[0] ?? "";
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a, b, c, d] = v4[1].split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => Number.parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 client it maps. */
function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(":");

/**
 * The key of one client for every per-client rule (rate limits, login throttle, referral
 * address rules): an IPv4 address as it is; for IPv6 its /64, because a single subscriber is
 * routinely handed a whole /64 and could otherwise rotate through 2^64 "clients".
 */
export function clientKey(ip: string): string {
  const address = unmapped(ip);
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  return groups ? `${hex(groups.slice(0, 4))}::/64` : address;
}

/**
 * The network a client sits in, for evidence shown to an administrator ("several referrals from
 * one network"): an IPv4 /24 or an IPv6 /64.
 */
export function networkOf(ip: string): string {
  const address = unmapped(ip);
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  return clientKey(address);
}
