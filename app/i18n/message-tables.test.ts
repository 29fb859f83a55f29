// The tables' reader against Paraglide's compiled messages: every message of every language's table
// reads as Paraglide's own module writes it, for counts across each language's plural categories.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { m } from "~/paraglide/messages";
import { loadTable, message } from "./message-tables";

const TABLES = "app/paraglide/tabled/tables";
const fromDisk = async (file: string) => new Response(readFileSync(`${TABLES}/${file}`));
const compiled = m as unknown as Record<string, (inputs?: object, options?: { locale: string }) => string>;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 102];

describe("a translation table", () => {
  for (const file of readdirSync(TABLES)) {
    const locale = file.replace(/(-admin)?\.json$/, "");
    it(`reads every message of ${file} as Paraglide's module writes it`, async () => {
      await loadTable(locale, file, fromDisk);
      const table = JSON.parse(readFileSync(`${TABLES}/${file}`, "utf8")) as Record<string, unknown>;
      expect(Object.keys(table).length).toBeGreaterThan(0);
      for (const [key, entry] of Object.entries(table)) {
        const names = [...new Set([...JSON.stringify(entry).matchAll(/\{(\w+)\}|input (\w+)/g)].map((found) => found[1] ?? found[2]!))];
        const tabled = message(key, () => "English");
        for (const count of names.length ? COUNTS : [0]) {
          const inputs = Object.fromEntries(names.map((name, index) => [name, index === 0 ? count : `«${name}»`]));
          expect(tabled(inputs, { locale }), `${locale} ${key} ${count}`).toBe(compiled[key]!(inputs, { locale }));
        }
      }
    });
  }

  it("leaves a message its table lacks, and a language with no table, to English", async () => {
    await loadTable("ar", "ar.json", fromDisk);
    expect(message("not_in_any_table", () => "English words")({}, { locale: "ar" })).toBe("English words");
    expect(message("layout_nav_home", () => "Home")({}, { locale: "en" })).toBe("Home");
    expect(message("layout_nav_home", () => "Home")({}, { locale: "ar" })).not.toBe("Home");
  });

  it("keeps both of a language's tables when the second is read while the first still streams in", async () => {
    const slowly = (file: string) =>
      new Response(
        new ReadableStream({
          async start(controller) {
            await new Promise((resolve) => setTimeout(resolve, 30));
            controller.enqueue(readFileSync(`${TABLES}/${file}`));
            controller.close();
          },
        }),
      );
    // Paths of their own, and a language no other test loads: the module keeps what it loaded.
    await Promise.all([
      loadTable("zh-Hant", "/slow/zh-Hant.json", async () => slowly("zh-Hant.json")),
      loadTable("zh-Hant", "/fast/zh-Hans-admin.json", fromDisk.bind(null, "zh-Hans-admin.json")),
    ]);
    expect(message("layout_nav_home", () => "Home")({}, { locale: "zh-Hant" })).toBe(compiled.layout_nav_home!({}, { locale: "zh-Hant" }));
    expect(message("admin_shell_nav", () => "Admin")({}, { locale: "zh-Hant" })).toBe(compiled.admin_shell_nav!({}, { locale: "zh-Hans" }));
  });

  it("loads a table again after a failed load, and a loaded one once", async () => {
    const asked: string[] = [];
    const failing = async (file: string) => {
      asked.push(file);
      return new Response("busy", { status: 503 });
    };
    // A path of its own: the tables above are loaded once for the module's life.
    const path = "/assets/translations-vi-again.json";
    await expect(loadTable("vi", path, failing)).rejects.toThrow(`${path} answered 503`);
    const counted = async (file: string) => {
      asked.push(file);
      return fromDisk("vi.json");
    };
    await loadTable("vi", path, counted);
    await loadTable("vi", path, counted);
    expect(asked).toEqual([path, path]);
    expect(message("layout_nav_home", () => "Home")({}, { locale: "vi" })).toBe(compiled.layout_nav_home!({}, { locale: "vi" }));
  });
});
