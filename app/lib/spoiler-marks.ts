// A comment's spoilers (issue #68): text between `||` and `||`, as Discord and Reddit readers
// write it, shown hidden until pressed. A mark left open, or one with nothing inside, is plain text.

export type CommentPart = { text: string; spoiler: boolean };

const MARKED = /\|\|(?!\|)([\s\S]+?)\|\|/g;

/** The comment in its plain and spoiler parts, in order; plain text alone when it marks none. */
export function spoilerParts(content: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let from = 0;
  for (const match of content.matchAll(MARKED)) {
    if (match[1]!.trim() === "") continue;
    if (match.index > from) parts.push({ text: content.slice(from, match.index), spoiler: false });
    parts.push({ text: match[1]!, spoiler: true });
    from = match.index + match[0].length;
  }
  if (from < content.length) parts.push({ text: content.slice(from), spoiler: false });
  return parts;
}
