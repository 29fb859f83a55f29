// Issue #35: the README and docs/ name files of this repository in backticks; each must exist, so
// a record does not keep sending a reader to a file that moved. A path is a backticked text that
// starts with one of the repository's top folders; globs, `<n>` placeholders and what a run makes
// (the .gitignore's rooted entries: build/, public/vendor/) are not paths to check, so the test
// passes in a checkout with nothing built. Issue #48: their Markdown links (the decisions' index
// among them) must reach a file of this repository that exists, and a heading of it when they name
// one; a document named relatively (`../decisions/`) must be inside the repository too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" }).map((file) => join("docs", file)),
].filter((file) => file.endsWith(".md"));
const TOP = /^(app|workers|tests|scripts|bench|docs|migrations|public|\.ci)\//;
/** Folders and files a build or a run writes, as the .gitignore roots them ("/public/vendor"). */
const generated = readFileSync(join(root, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => line.slice(1));
const isGenerated = (path: string) => generated.some((entry) => path === entry || path.startsWith(`${entry}/`));
const textOf = (document: string) => readFileSync(join(root, document), "utf8");

/** Backticked text that names a file or folder of this repository, as written (a trailing `:line` or `#part` dropped). */
function repositoryPaths(text: string) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:#].*$/, "").replace(/\/$/, ""))
    .filter((path) => TOP.test(path) && !/[*<>{}$]/.test(path) && !isGenerated(path));
}

/** Backticked documents or folders named from the document's own folder (`../decisions/`, `./x.md`). */
function relativeDocuments(text: string) {
  return [...text.matchAll(/`(\.\.?\/[^`\s]*)`/g)]
    .map((match) => match[1]!)
    .filter((path) => /(\.md|\/)$/.test(path) && !/[*<>{}$]/.test(path));
}

/** Markdown link targets that are not web addresses (`[text](target)`), outside code. */
function linkTargets(text: string) {
  const prose = text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(text: string) {
  const seen = new Map<string, number>();
  const prose = text.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => {
    const slug = match[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  });
}

/** Where a target named in `document` lands, from the repository's root; null when outside it. */
function resolved(document: string, target: string) {
  const path = relative(root, join(root, dirname(document), target));
  return path.startsWith("..") ? null : path.split(sep).join("/");
}

/** What is wrong with a link from `document` to `target`, or null when it reaches what it names. */
function linkProblem(document: string, target: string) {
  const [file, anchor] = target.split("#") as [string, string | undefined];
  const path = file === "" ? document : resolved(document, decodeURI(file));
  if (path === null) return "outside the repository";
  if (isGenerated(path)) return null;
  if (!existsSync(join(root, path))) return "no such file";
  if (anchor === undefined || statSync(join(root, path)).isDirectory() || !path.endsWith(".md")) return null;
  return anchorsOf(textOf(path)).includes(anchor) ? null : `no heading #${anchor} in ${path}`;
}

describe("the docs", () => {
  it("name only paths that exist", () => {
    const named = documents.flatMap((document) => repositoryPaths(textOf(document)).map((path) => ({ document, path })));
    expect(named.length).toBeGreaterThan(150);
    expect(named.filter(({ path }) => !existsSync(join(root, path))).map(({ document, path }) => `${document}: ${path}`)).toEqual([]);
  });

  it("link only to files of this repository that exist, and to their headings", () => {
    const links = documents.flatMap((document) => linkTargets(textOf(document)).map((target) => ({ document, target })));
    expect(links.length).toBeGreaterThan(60);
    expect(links.some(({ document }) => document === join("docs", "decisions", "README.md"))).toBe(true);
    const broken = links.flatMap(({ document, target }) => {
      const problem = linkProblem(document, target);
      return problem ? [`${document}: ${target} (${problem})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("name documents relative to themselves only inside the repository", () => {
    const named = documents.flatMap((document) => relativeDocuments(textOf(document)).map((path) => ({ document, path })));
    const wrong = named.filter(({ document, path }) => {
      const target = resolved(document, path);
      return target === null || !existsSync(join(root, target));
    });
    expect(wrong.map(({ document, path }) => `${document}: ${path}`)).toEqual([]);
  });

  it("give every decision a status and a date, and list it in the index", () => {
    const folder = join("docs", "decisions");
    const records = readdirSync(join(root, folder)).filter((file) => /^\d{3}-.*\.md$/.test(file));
    const index = textOf(join(folder, "README.md"));
    const unmarked = records.filter((file) => {
      const lines = textOf(join(folder, file)).split("\n");
      return !/^Status: (accepted|superseded by|amended by).* · \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? "");
    });
    expect(records.length).toBeGreaterThan(30);
    expect(unmarked).toEqual([]);
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});
