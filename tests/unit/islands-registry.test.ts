// Issue #81: every island is declared once, in app/islands/registry.ts (decision 052). The build
// makes its entries from it and the loader knows its events; this fails when a page, a module or
// the loader goes outside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ISLAND_TRIGGERS, ISLANDS, ISLANDS_LOADER, type IslandTrigger } from "~/islands/registry";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => join(folder, file));
const registered = new Map<string, readonly IslandTrigger[]>(Object.entries(ISLANDS).map(([name, { on }]) => [name, on]));

/** Each element a source marks for an island, as written: its name and its events where they are written beside it. */
function marksIn(text: string) {
  const marks: { name: string; on: string | null }[] = [];
  for (const match of text.matchAll(/["']?data-island["']?\s*[=:]\s*\{?\s*["']([\w-]+)["']/g)) {
    const after = text.slice(match.index, match.index + 300);
    const on = /["']?data-island-on["']?\s*[=:]\s*["']([\w ]+)["']/.exec(after)?.[1] ?? null;
    marks.push({ name: match[1]!, on });
  }
  return marks;
}

describe("the islands' registry", () => {
  it("names a module that exists for each island, answering only events the loader knows", () => {
    expect(Object.keys(ISLANDS).length).toBeGreaterThan(10);
    for (const [name, { module, on }] of Object.entries(ISLANDS)) {
      expect(existsSync(join(root, module)), `${name}: ${module}`).toBe(true);
      expect(read(module), module).toMatch(/export default /);
      expect(
        on.every((trigger) => ISLAND_TRIGGERS.includes(trigger)),
        name,
      ).toBe(true);
    }
    const loader = read(ISLANDS_LOADER);
    expect(ISLAND_TRIGGERS.filter((trigger) => !loader.includes(`"${trigger}"`))).toEqual([]);
  });

  it("holds every module of app/islands that is an island (a default export)", () => {
    const modules = new Set<string>(Object.values(ISLANDS).map(({ module }) => module));
    const islands = sources("app/islands").filter((file) => /export default /.test(read(file)));
    expect(islands.length).toBeGreaterThan(5);
    expect(islands.filter((file) => !modules.has(file))).toEqual([]);
  });

  it("names every island a page marks, with the events it answers", () => {
    const marks = [...sources("app/components"), ...sources("app/routes"), "app/root.tsx"].flatMap((file) =>
      marksIn(read(file)).map((mark) => ({ ...mark, file })),
    );
    expect(marks.length).toBeGreaterThan(10);
    expect(marks.filter(({ name }) => !registered.has(name))).toEqual([]);
    const unanswered = marks.filter(({ name, on }) =>
      on?.split(" ").some((trigger) => !registered.get(name)?.includes(trigger as IslandTrigger)),
    );
    expect(unanswered).toEqual([]);
  });

  it("sees an island outside it", () => {
    expect(marksIn('<div data-island="not-there" data-island-on="click" />')).toEqual([{ name: "not-there", on: "click" }]);
    expect(marksIn('{ "data-island": "tabs", "data-island-on": "scroll" }')).toEqual([{ name: "tabs", on: "scroll" }]);
  });
});
