/** A path on this site ("/uploads/…"), not a protocol-relative link ("//elsewhere.example/…"), which leaves it. */
export const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//");
