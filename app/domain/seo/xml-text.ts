// Text written into XML (the sitemaps, the RSS feeds): escaped, and without what XML cannot carry.

const entities: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };
/**
 * Characters XML 1.0 cannot carry at all, escaped or not: C0 controls but tab, line feed and carriage
 * return, U+FFFE and U+FFFF, and a surrogate without its pair. One in a title would make the whole
 * feed unreadable for every reader, so they are dropped.
 */
const NOT_IN_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids, matched to drop them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlText = (text: string) => text.replace(NOT_IN_XML, "").replace(/[<>&'"]/g, (character) => entities[character]!);
