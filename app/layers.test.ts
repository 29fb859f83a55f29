// Issue #11, docs/decisions/022-adapters-at-two-doors.md: the domain knows neither door (no Remix,
// no Hono, no Request, FormData or cookie); app/.server, the infrastructure under both doors, does
// not reach up into the domain or the pages' adapters; Hono stays under workers/; app/web
// holds only *.server.ts files, so none of it reaches the browser; and each concept's reads
// (queries.server.ts) and writes (commands.server.ts) take the app context first. Issue #26,
// docs/decisions/029-each-rule-once.md: app/lib sits below everything (no React: hooks are in
// app/hooks), and the worker does not reach into the pages' adapters. Issue #48: only app/domain
// and app/.server speak to D1 through drizzle-orm.
import { describe, expect, it } from "vitest";

// The source text comes in through Vite at build time: workerd has no file system to read.
type Source = { path: string; code: string };
const sourcesOf = (files: Record<string, string>): Source[] =>
  Object.entries(files).map(([path, text]) => ({ path: path.slice(1), code: withoutComments(text) }));
const infrastructure = sourcesOf(import.meta.glob<string>("/app/.server/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }));
const domain = sourcesOf(import.meta.glob<string>("/app/domain/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }));
// A \`**\` passes over dot folders, so app/.server is added by name.
const app = [
  ...sourcesOf(import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true })),
  ...infrastructure,
];
// Type imports count like any other (issue #35): a type is an arrow between layers too.
const lib = sourcesOf(import.meta.glob<string>("/app/lib/**/*.ts", { query: "?raw", import: "default", eager: true }));
const pages = sourcesOf(
  import.meta.glob<string>("/app/{routes,components}/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
);
const hooks = sourcesOf(import.meta.glob<string>("/app/hooks/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }));
const islands = sourcesOf(import.meta.glob<string>("/app/islands/**/*.ts", { query: "?raw", import: "default", eager: true }));
const worker = sourcesOf(import.meta.glob<string>("/workers/**/*.ts", { query: "?raw", import: "default", eager: true }));
const webFiles = Object.keys(import.meta.glob("/app/web/**/*")).map((path) => path.slice(1));

function withoutComments(text: string) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** Every module a file imports, as a path from the repository root ("app/...") or a package name. */
function importsOf({ path, code }: Source): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
    if (!specifier.startsWith(".")) return specifier;
    const parts = path.split("/").slice(0, -1);
    for (const part of specifier.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    return parts.join("/");
  });
}

/** The modules a file imports for their values: `import type` left out. */
const valueImportsOf = ({ path, code }: Source) =>
  importsOf({ path, code: code.replace(/\bimport\s+type\s[^;]*?from\s*["'][^"']+["']/g, "") });

const offences = (sources: Source[], offends: (target: string) => boolean) =>
  sources.flatMap((source) =>
    importsOf(source)
      .filter(offends)
      .map((target) => `${source.path} imports ${target}`),
  );

/** Each exported function of a file with the name of its first parameter ("" when it takes none). */
function exportedFunctions(code: string) {
  const declared = [...code.matchAll(/\bexport\s+(?:async\s+)?function\s+(\w+)\s*(?:<[^>]*>)?\s*\(\s*(\w*)/g)];
  const arrows = [...code.matchAll(/\bexport\s+const\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:<[^>]*>\s*)?(?:\(\s*(\w*)|(\w+)\s*=>)/g)];
  // `head`: the declaration up to its body, where its parameters are.
  return [...declared, ...arrows].map((match) => ({
    name: match[1]!,
    first: match[2] ?? match[3] ?? "",
    head: code.slice(match.index, code.slice(match.index).search(/=>|\)\s*(?::[^{]*)?\{/) + match.index),
  }));
}

const queriesAndCommands = domain.filter(({ path }) => /\/(queries|commands)\.server\.ts$/.test(path));

describe("the layers of issue #11", () => {
  it("finds the source it checks", () => {
    expect(infrastructure.length).toBeGreaterThan(10);
    expect(domain.length).toBeGreaterThan(10);
    expect(webFiles.length).toBeGreaterThan(0);
  });

  it("app/.server imports neither the domain nor the pages' adapters", () => {
    const found = offences(infrastructure, (target) => /^app\/(domain|web)\//.test(target));
    expect(found).toEqual([]);
  });

  it("only app/domain and app/.server import drizzle-orm", () => {
    const outside = [...app, ...worker].filter(({ path }) => !/^app\/(domain|\.server)\//.test(path));
    expect(offences(outside, (target) => /^drizzle-orm(\/|$)/.test(target))).toEqual([]);
  });

  it("app/domain imports neither React Router nor Hono", () => {
    expect(offences(domain, (target) => /^(react-router|@react-router\/|hono(\/|$))/.test(target))).toEqual([]);
  });

  it("app/domain takes no Request, FormData, Headers or cookie", () => {
    const found = domain.flatMap(({ path, code }) =>
      [...code.matchAll(/\b(Request|FormData|Headers|[Cc]ookies?)\b/g)].map((match) => `${path} uses ${match[1]}`),
    );
    expect(found).toEqual([]);
  });

  it("only workers/ knows Hono", () => {
    expect(offences(app, (target) => /^hono(\/|$)/.test(target))).toEqual([]);
  });

  it("every domain query and command takes the app context first, and a query file writes nothing", () => {
    expect(queriesAndCommands.length).toBeGreaterThan(20);
    const found = queriesAndCommands.flatMap(({ path, code }) => [
      ...exportedFunctions(code)
        .filter(({ first }) => first !== "app")
        .map(({ name, first }) => `${path}: ${name} takes ${first || "nothing"} first, not app`),
      ...(path.endsWith("/queries.server.ts")
        ? [...code.matchAll(/\b(?:app\s*\.\s*)?db\s*\.\s*(insert|update|delete)\s*\(/g)].map((match) => `${path} writes: .${match[1]}(`)
        : []),
    ]);
    expect(found).toEqual([]);
  });

  it("every concept that reaches D1 keeps its reads in queries.server.ts or its writes in commands.server.ts", () => {
    const concepts = Map.groupBy(domain, ({ path }) => path.split("/")[2]!);
    const reachesD1 = (sources: Source[]) => sources.some(({ code }) => /\bapp\.db\b/.test(code));
    const hasEntry = (sources: Source[]) => sources.some(({ path }) => /\/(queries|commands)\.server\.ts$/.test(path));
    const found = [...concepts].filter(([, sources]) => reachesD1(sources) && !hasEntry(sources)).map(([concept]) => concept);
    expect(concepts.size).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it("a plain domain module (not .server) does no I/O: no drizzle-orm, nothing from a .server module but its types", () => {
    const plain = domain.filter(({ path }) => !/\.server\.ts$|\.test\.ts$|\.d\.ts$/.test(path));
    expect(plain.length).toBeGreaterThan(20);
    const found = plain.flatMap((source) =>
      valueImportsOf(source)
        .filter((target) => /^drizzle-orm(\/|$)/.test(target) || /\.server(\/|$)/.test(target) || target.startsWith("app/.server/"))
        .map((target) => `${source.path} imports ${target}`),
    );
    expect(found).toEqual([]);
  });

  it("every function a domain .server.ts file exports that takes the app context takes it first", () => {
    const found = domain
      .filter(({ path }) => path.endsWith(".server.ts"))
      .flatMap(({ path, code }) =>
        exportedFunctions(code)
          .filter(({ first, head }) => first !== "app" && /\bapp\s*:\s*AppContext\b/.test(head))
          .map(({ name }) => `${path}: ${name} takes the app context after another parameter`),
      );
    expect(found).toEqual([]);
  });

  it("app/lib is the bottom layer: no React, and nothing from the infrastructure, the domain, the doors, the pages, the hooks or the languages", () => {
    const found = offences(
      lib.filter(({ path }) => !path.endsWith(".test.ts")),
      (target) => /^(react|react-dom)$/.test(target) || /^app\/(\.server|domain|web|routes|components|hooks|i18n)\//.test(target),
    );
    expect(lib.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it("the worker reaches the pages only through their build, never into app/web or a route", () => {
    expect(worker.length).toBeGreaterThan(10);
    expect(offences(worker, (target) => /^app\/(web|routes|components|hooks)\//.test(target))).toEqual([]);
  });

  it("app/domain imports neither door's adapters nor the pages", () => {
    expect(offences(domain, (target) => /^app\/(web|routes|components|hooks)\//.test(target))).toEqual([]);
  });

  it("routes and components reach the infrastructure only through the domain and app/web", () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(offences(pages, (target) => target.startsWith("app/.server/"))).toEqual([]);
  });

  it("hooks sit below the pages: no route, component or root", () => {
    expect(hooks.length).toBeGreaterThan(3);
    expect(offences(hooks, (target) => target === "app/root" || /^app\/(routes|components)\//.test(target))).toEqual([]);
  });

  it("islands sit below the hooks and components: what they share with them comes from app/lib", () => {
    expect(islands.length).toBeGreaterThan(5);
    expect(offences(islands, (target) => /^app\/(hooks|components)\//.test(target))).toEqual([]);
  });

  // A module-level circle is caught below; this one is between concepts, which may meet only one way
  // round (series -> episodes, never back), so each concept can be read with the ones under it alone.
  it("no two domain concepts import each other, however far round", () => {
    const conceptOf = (path: string) => /^app\/domain\/([^/]+)\//.exec(path)?.[1];
    const uses = new Map<string, Set<string>>();
    for (const source of domain.filter(({ path }) => !path.endsWith(".test.ts"))) {
      const from = conceptOf(source.path)!;
      for (const to of importsOf(source).map(conceptOf)) {
        if (to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
      for (const next of uses.get(from) ?? []) {
        if (next === to) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        if (reaches(next, to, seen)) return true;
      }
      return false;
    };
    const circles = [...uses].flatMap(([from, tos]) =>
      [...tos].filter((to) => reaches(to, from)).map((to) => `${from} -> ${to} -> ... -> ${from}`),
    );
    expect(uses.size).toBeGreaterThan(10);
    expect(circles).toEqual([]);
  });

  it("no module imports itself through others (no import circles)", () => {
    const known = new Map([...app, ...worker].map((source) => [source.path.replace(/\.tsx?$/, ""), source]));
    const edges = (source: Source) =>
      importsOf(source)
        .map((target) => known.get(target) ?? known.get(`${target}/index`))
        .filter((target): target is Source => target !== undefined);
    const circles: string[] = [];
    const done = new Set<Source>();
    const walk = (source: Source, path: Source[]) => {
      if (path.includes(source)) return void circles.push([...path.slice(path.indexOf(source)), source].map((s) => s.path).join(" -> "));
      if (done.has(source)) return;
      for (const target of edges(source)) walk(target, [...path, source]);
      done.add(source);
    };
    for (const source of known.values()) walk(source, []);
    expect(circles).toEqual([]);
  });

  it("app/web holds only server files", () => {
    expect(webFiles.filter((path) => !/\.server\.ts$|\.test\.ts$/.test(path))).toEqual([]);
  });
});
