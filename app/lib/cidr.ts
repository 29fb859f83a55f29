// Addresses and CIDR ranges through ipaddr.js. Only the usual spellings are taken: ipaddr.js on
// its own also reads "1.2.3" and hex or octal parts as IPv4, which an admin never means.
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type IpRange = { version: 4 | 6; address: Address; prefix: number };

function parseIp(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  return text.includes(":") && ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : null;
}

/** A single address ("203.0.113.7") or a CIDR range ("203.0.113.0/24", "2001:db8::/32"). */
export function parseIpRange(text: string): IpRange | null {
  const trimmed = text.trim();
  const [ip = "", prefix] = trimmed.split("/", 2);
  const address = parseIp(ip);
  if (!address) return null;
  const version = address.kind() === "ipv4" ? 4 : 6;
  if (prefix === undefined) return { version, address, prefix: version === 4 ? 32 : 128 };
  if (!/^\d{1,3}$/.test(prefix) || !ipaddr.isValidCIDR(trimmed)) return null;
  return { version, address, prefix: ipaddr.parseCIDR(trimmed)[1] };
}

export function ipInRange(ipText: string, rangeText: string): boolean {
  const parsed = parseIp(ipText.trim());
  const range = parseIpRange(rangeText);
  if (!parsed || !range) return false;
  // An IPv4 address may reach us written as IPv6 (::ffff:a.b.c.d).
  const ip = ipaddr.process(parsed.toString());
  return ip.kind() === range.address.kind() && ip.match(range.address, range.prefix);
}

/**
 * What every per-address limit counts a caller under (docs/decisions/042-ipv6-callers-by-64.md):
 * an IPv6 caller is handed a whole /64 and can take a fresh address from it for each request, so
 * IPv6 counts by its /64; IPv4, also when written as IPv6 (::ffff:a.b.c.d), by the address. Parsed,
 * so `::` compression, letter case and a zone id make no new key; text that is no address stays as it is.
 */
export function limitKeyOf(ipText: string): string {
  const parsed = parseIp(ipText.trim());
  if (!parsed) return ipText;
  if (parsed.kind() === "ipv4") return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...ipv6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
