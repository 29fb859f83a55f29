/**
 * The caller's address as Cloudflare's edge reports it (`CF-Connecting-IP`); every rule that counts
 * or allows by address reads it here and nowhere else.
 */
export const clientIpOf = (headers: { get(name: string): string | null }) => headers.get("CF-Connecting-IP") ?? "unknown";
