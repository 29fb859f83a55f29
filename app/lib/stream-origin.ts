// The origin an HLS stream is fetched from, as the episode page's Content-Security-Policy names it
// (docs/decisions/030-streams.md). The URL parser keeps ";", "*", "'" and "," in a host, and decodes
// "%3b" to ";": pasted into `connect-src` as it is, such a host adds directives of its own (issue
// #34). So a stream's host must be a DNS name or a public IP address, and the origin is written
// by this code from the parts it checked.
import ipaddr from "ipaddr.js";

/** A DNS label: letters, digits and inner hyphens, 63 at most (the URL parser lowercases the host). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A public unicast IP address (IPv4 written in four decimal parts, or IPv6 in brackets). */
function isPublicAddress(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const address = ipaddr.IPv4.isValidFourPartDecimal(bare) || (bare !== host && ipaddr.IPv6.isValid(bare)) ? ipaddr.process(bare) : null;
  return address?.range() === "unicast";
}

/** A name of dotted labels whose last is not a number (the parser has already turned numeric hosts into IPv4). */
function isDnsName(host: string): boolean {
  const labels = host.split(".");
  return host.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

const looksLikeAddress = (host: string) => host.startsWith("[") || /^[\d.]+$/.test(host);

/**
 * `scheme://host[:port]` of an http(s) link whose host is a DNS name or a public IP address,
 * serialized here; null for anything else: another scheme, a private, loopback or link-local
 * address, or a host with characters no DNS name has.
 */
export function streamOriginOf(link: string): string | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname;
  if (looksLikeAddress(host) ? !isPublicAddress(host) : !isDnsName(host)) return null;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`;
}
