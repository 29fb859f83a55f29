// Issue #50: Russian and Arabic counts take the word form their grammar asks for (CLDR's plural
// rules: Russian one/few/many, Arabic zero/one/two/few/many/other), written out here word for word,
// so a form that is wrong, missing or falls back to another shows.
import { describe, expect, it } from "vitest";
import { m } from "~/paraglide/messages";

describe("plural forms", () => {
  it("count episodes in Russian as one, few and many: 1 серия, 2 серии, 5 серий, 11 серий, 21 серия", () => {
    const episodes = (progress: number) => m.mylist_entry_progress({ progress }, { locale: "ru" });
    expect([1, 2, 5, 11, 21].map(episodes)).toEqual(["1 серия", "2 серии", "5 серий", "11 серий", "21 серия"]);
  });

  it("count viewers in Russian in the genitive after «у»: у 1 зрителя, у 5 зрителей, у 21 зрителя", () => {
    const members = (count: number) => m.mylist_members({ count }, { locale: "ru" });
    expect([1, 2, 5, 21].map(members)).toEqual([
      "В списках у 1 зрителя",
      "В списках у 2 зрителей",
      "В списках у 5 зрителей",
      "В списках у 21 зрителя",
    ]);
  });

  it("count members in Arabic in all six forms: zero, one, two, few (3–10), many (11–99) and other (100)", () => {
    const members = (count: number) => m.mylist_members({ count }, { locale: "ar" });
    expect([0, 1, 2, 3, 11, 100].map(members)).toEqual(["0 عضو", "عضو واحد", "عضوان", "3 أعضاء", "11 عضوًا", "100 عضو"]);
  });

  it("count episodes in Arabic with the dual and the plural of few: حلقة واحدة, حلقتان, 3 حلقات", () => {
    const episodes = (progress: number) => m.mylist_entry_progress({ progress }, { locale: "ar" });
    expect([0, 1, 2, 3, 11, 100].map(episodes)).toEqual(["0 حلقة", "حلقة واحدة", "حلقتان", "3 حلقات", "11 حلقة", "100 حلقة"]);
  });
});
