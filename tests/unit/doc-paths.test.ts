// Issue #35: the README and docs/ name files of this repository in backticks; each must exist, so
// a record does not keep sending a reader to a file that moved. A path is a backticked text that
// starts with one of the repository's top folders; globs, `<n>` placeholders and what a run makes
// (the .gitignore's rooted entries: build/, public/vendor/) are not paths to check, so the test
// passes in a checkout with nothing built.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
/** Backticked text that names a file or folder of this repository, as written (a trailing `:line` or `#part` dropped). */
function repositoryPaths(text: string) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:#].*$/, "").replace(/\/$/, ""))
    .filter((path) => TOP.test(path) && !/[*<>{}$]/.test(path) && !isGenerated(path));
}

describe("the docs", () => {
  it("name only paths that exist", () => {
    const named = documents.flatMap((document) =>
      repositoryPaths(readFileSync(join(root, document), "utf8")).map((path) => ({ document, path })),
    );
    expect(named.length).toBeGreaterThan(150);
    expect(named.filter(({ path }) => !existsSync(join(root, path))).map(({ document, path }) => `${document}: ${path}`)).toEqual([]);
  });
});
