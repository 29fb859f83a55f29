// Issue #50: every language has every message with the same inputs, and no English sentence sits in
// a page's markup outside messages/en.json (decision 046). The admin area's messages (`admin_*`)
// are in English and Simplified Chinese only; the other languages fall back to English for them.
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { adminLocales, locales } from "~/i18n/locales";

type Message = string | { match: Record<string, string> }[];
const messagesOf = (locale: string): Record<string, Message> => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const english = messagesOf("en");

/** A message's inputs: the `{name}` placeholders of each of its variants, and its declared inputs. */
function inputsOf(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : message.flatMap((variant) => Object.values(variant.match));
  const names = texts.flatMap((text) => [...text.matchAll(/(?<!\\)\{([A-Za-z_][\w]*)\}/g)].map((found) => found[1]!));
  const declared =
    typeof message === "string" ? [] : message.flatMap((variant) => (variant as { declarations?: string[] }).declarations ?? []);
  const inputs = declared.filter((line) => line.startsWith("input ")).map((line) => line.slice("input ".length).trim());
  const locals = new Set(declared.filter((line) => line.startsWith("local ")).map((line) => line.split(/\s+/)[1]!));
  return [...new Set([...names.filter((name) => !locals.has(name)), ...inputs])].sort();
}

/** The admin area's messages, required in its languages only (adminLocales, decision 046). */
const isAdmin = (key: string) => key.startsWith("admin_");
describe("messages", () => {
  it.each(locales.filter((locale) => locale !== "en"))("%s has every English message it must have, with the same inputs", (locale) => {
    const translated = messagesOf(locale);
    const missing = Object.keys(english).filter((key) => !(key in translated) && (adminLocales.includes(locale) || !isAdmin(key)));
    const unknown = Object.keys(translated).filter((key) => !(key in english));
    const otherInputs = Object.keys(english).filter(
      (key) => key in translated && inputsOf(english[key]!).join() !== inputsOf(translated[key]!).join(),
    );
    expect({ missing, unknown, otherInputs }).toEqual({ missing: [], unknown: [], otherInputs: [] });
  });
});

// The pages' markup: the public routes and components, whose texts are in the viewer's language,
// and the admin area's (app/routes/admin, app/components/admin), in English or Simplified Chinese.
const PAGE_SOURCES = [
  ...readdirSync("app/routes")
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `app/routes/${file}`),
  ...readdirSync("app/routes/admin").map((file) => `app/routes/admin/${file}`),
  ...["layout", "home", "series", "episode", "follows", "lists", "passkeys", "ui", "forms", "seo", "admin"].flatMap((dir) =>
    readdirSync(`app/components/${dir}`).map((file) => `app/components/${dir}/${file}`),
  ),
  "app/components/series-card.tsx",
].filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));

/** Files still to move into messages (issue #50, in slices); each one leaves this list as it is done. */
const NOT_YET_TRANSLATED = new Set<string>([]);

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-description", "aria-valuetext"]);
/** Object properties that hold a text for people (a link's label, a heading). */
const READ_PROPERTIES = new Set(["label", "title", "heading", "text", "description", "placeholder", "message", "more", "hint"]);
/** What is not English but a name: the site's, the DMCA's, a keyboard key's. */
const NAMES = /^(AnimeStream|DMCA|RSS|ICS|MAL|AniList|MyAnimeList|HD|Esc|Enter|Shift|[A-Z]|[←→↑↓✕▾·•—–…×+\-/|:#©]+)$/;

/** A link, as a placeholder shows one ("https://", "https://cdn.example.com/show/{n}.mp4"), is not English either. */
const LINK = /^https?:\/\/\S*$/;

const isWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !NAMES.test(text.trim()) && !LINK.test(text.trim());

type SyntaxNode = { type: string; loc?: { start: { line: number } } | null } & Record<string, unknown>;
const isNode = (value: unknown): value is SyntaxNode => typeof (value as SyntaxNode | null)?.type === "string";
/** A node's children, in source order (Babel's nodes keep them under their own keys). */
const childrenOf = (node: SyntaxNode) =>
  Object.entries(node)
    .filter(([key]) => !key.endsWith("Comments") && key !== "loc")
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter(isNode);
/** An identifier's or a JSX name's own text. */
const nameOf = (node: unknown) => (isNode(node) && typeof node.name === "string" ? node.name : null);

/** A string's text, or a template's with its holes as spaces. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "TemplateLiteral") return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(" ");
  return null;
}

/**
 * Every English text in a file's markup or its labels, with its line. Parsed by Babel (which React
 * Router's build already uses): the typecheck's TypeScript 7 has no parser to call (decision 001).
 */
function englishIn(path: string): string[] {
  const file = parse(readFileSync(path, "utf8"), { sourceType: "module", plugins: ["typescript", "jsx"] }) as unknown as SyntaxNode;
  const found: string[] = [];
  const note = (node: SyntaxNode, text: string) => found.push(`${path}:${node.loc?.start.line} ${JSON.stringify(text.trim())}`);
  const visit = (node: SyntaxNode, parent: SyntaxNode | null) => {
    // The text of a <code> element is a name the site reads (a field, a column), not English.
    const inCode = parent?.type === "JSXElement" && nameOf((parent.openingElement as SyntaxNode).name) === "code";
    if (node.type === "JSXText" && isWords(node.value as string) && !inCode) note(node, node.value as string);
    if (node.type === "JSXAttribute" && READ_ATTRIBUTES.has(nameOf(node.name) ?? "")) {
      const value = isNode(node.value) && node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
      const text = literalText(value);
      if (text && isWords(text)) note(node, text);
    }
    if (node.type === "ObjectProperty" && READ_PROPERTIES.has(nameOf(node.key) ?? "")) {
      const text = literalText(node.value);
      if (text && isWords(text)) note(node, text);
    }
    if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute") {
      const text = literalText(node.expression);
      if (text && isWords(text)) note(node, text);
    }
    for (const child of childrenOf(node)) visit(child, node);
  };
  visit(file, null);
  return found;
}

describe("pages' markup", () => {
  it("holds no English text outside messages/en.json", () => {
    const left = PAGE_SOURCES.filter((file) => !NOT_YET_TRANSLATED.has(file)).flatMap(englishIn);
    expect(left).toEqual([]);
  });

  it("finds an English text when one is added", () => {
    // The scan itself, on a file that has one: a test that cannot fail proves nothing.
    expect(englishIn("app/i18n/fixtures/english-markup.tsx")).toHaveLength(3);
  });
});
