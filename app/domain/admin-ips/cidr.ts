// IPv4 and IPv6 addresses and CIDR ranges, compared as big integers.

function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let address = text.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (v4) {
    const tail = parseIpv4(v4[1]!);
    if (tail === null) return null;
    address = address.slice(0, -v4[1]!.length) + `${(tail >> 16n).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return value;
}

type Address = { version: 4 | 6; value: bigint };

export function parseIp(text: string): Address | null {
  const trimmed = text.trim();
  const v4 = parseIpv4(trimmed);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = trimmed.includes(":") ? parseIpv6(trimmed) : null;
  return v6 === null ? null : { version: 6, value: v6 };
}

type Range = Address & { prefix: number };

/** A single address ("203.0.113.7") or a CIDR range ("203.0.113.0/24", "2001:db8::/32"). */
export function parseIpRange(text: string): Range | null {
  const [ip, prefixText, extra] = text.trim().split("/");
  if (extra !== undefined || !ip) return null;
  const address = parseIp(ip);
  if (!address) return null;
  const bits = address.version === 4 ? 32 : 128;
  if (prefixText === undefined) return { ...address, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { ...address, prefix: Number(prefixText) };
}

// An IPv4 address may reach us written as IPv6 (::ffff:a.b.c.d).
function normalise(address: Address): Address {
  if (address.version === 6 && address.value >> 32n === 0xffffn) return { version: 4, value: address.value & 0xffffffffn };
  return address;
}

export function ipInRange(ipText: string, rangeText: string): boolean {
  const parsed = parseIp(ipText);
  const range = parseIpRange(rangeText);
  if (!parsed || !range) return false;
  const ip = normalise(parsed);
  if (ip.version !== range.version) return false;
  const bits = BigInt(ip.version === 4 ? 32 : 128);
  const shift = bits - BigInt(range.prefix);
  return ip.value >> shift === range.value >> shift;
}
