/** The spec's slug rule: lower case, runs of anything but a-z/0-9 become one hyphen, edges trimmed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
