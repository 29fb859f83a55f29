// Issue #81: the README's layout is what a newcomer reads first, and it had fallen behind the
// folders (app/lib/browser held modules it did not name, the island list lacked three). Each
// folder of the repository and of app/, each island and each browser module must be named in
// its "Layout" block, and each folder it names must exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const layout = /## Layout\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
/** What git keeps at the top (the .gitignore's rooted entries are what a run makes). */
const ignored = new Set(
  readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.replace(/^\/|\/$/g, "")),
);
const foldersIn = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !ignored.has(entry.name) && entry.name !== "node_modules")
    .map((entry) => `${folder ? `${folder}/` : ""}${entry.name}/`);
/** A module's name as the layout writes it: its file's name without `.ts`, `.tsx` or `.client.ts`. */
const modulesIn = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => file.replace(/(\.client)?\.tsx?$/, ""));
/** The paragraph of the layout that starts with `folder`. */
const entryOf = (folder: string) => {
  const start = layout.split("\n").findIndex((line) => line.startsWith(folder));
  const lines = layout.split("\n").slice(start);
  const end = lines.findIndex((line, index) => index > 0 && /^\S/.test(line));
  return start < 0 ? "" : lines.slice(0, end < 0 ? undefined : end).join(" ");
};
const named = (text: string, name: string) => new RegExp(`(^|[^\\w-])${name.replaceAll(".", "\\.")}([^\\w-]|$)`).test(text);

describe("the README's layout", () => {
  it("is there to read", () => {
    expect(layout.split("\n").length).toBeGreaterThan(20);
  });

  it("names every folder of the repository and of app/, and each of app/lib's", () => {
    const folders = [...foldersIn(""), ...foldersIn("app"), ...foldersIn("app/lib")];
    expect(folders.length).toBeGreaterThan(15);
    expect(folders.filter((folder) => !layout.includes(folder))).toEqual([]);
  });

  it("names only folders that exist", () => {
    const mentioned = [
      ...layout.matchAll(/(?<![\w/.-])((?:app|workers|tests|bench|scripts|docs|public|migrations|messages)(?:\/[\w.-]+)*\/)/g),
    ];
    expect(mentioned.length).toBeGreaterThan(10);
    expect(mentioned.map((match) => match[1]!).filter((folder) => !existsSync(join(root, folder)))).toEqual([]);
  });

  it("names every island and every browser module in their folder's entry", () => {
    const islands = entryOf("app/islands/");
    const browser = entryOf("app/lib/browser/");
    expect(modulesIn("app/islands").filter((name) => !named(islands, name))).toEqual([]);
    expect(modulesIn("app/lib/browser").filter((name) => !named(browser, name))).toEqual([]);
    expect(named(islands, "no-such-island")).toBe(false);
  });
});
