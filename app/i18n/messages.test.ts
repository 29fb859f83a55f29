// Issue #50: every language has every message with the same inputs, and no English sentence sits in
// a page's markup outside messages/en.json (decision 046). The admin area's messages (`admin_*`)
// are in English and Simplified Chinese only; the other languages fall back to English for them.
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
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

/** Every English text in a file's markup or its labels, with its line. */
function englishIn(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, text: string) =>
    found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`);
  const literalText = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : node && ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
        : null;
  const visit = (node: ts.Node) => {
    // The text of a <code> element is a name the site reads (a field, a column), not English.
    const inCode = (text: ts.JsxText) => ts.isJsxElement(text.parent) && text.parent.openingElement.tagName.getText() === "code";
    if (ts.isJsxText(node) && isWords(node.text) && !inCode(node)) note(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer && ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = literalText(value);
      if (text && isWords(text)) note(node, text);
    }
    if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text && isWords(text)) note(node, text);
    }
    if (ts.isJsxExpression(node) && node.expression) {
      const text = literalText(node.expression);
      if (text && isWords(text) && node.parent && !ts.isJsxAttribute(node.parent)) note(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
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
