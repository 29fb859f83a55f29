import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { idField, idList, isHttpUrl, optionalInt } from "./schema-fields";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

// Values z.coerce.number turned into numbers although nobody typed a number.
const lookalikes = [true, false, [2], "0x1", "0x10", "1e0", "1e3", "0b1", "Infinity", "1_000", "+1", { valueOf: () => 1 }];

describe("idField", () => {
  const id = idField("Series");

  it("takes a JSON integer or the digits a form sends", () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse("7")).toBe(7);
    expect(id.parse(" 42 ")).toBe(42);
  });

  it("refuses every other way of writing a number, with the same texts as before", () => {
    for (const value of lookalikes) expect(messageOf(id, value), JSON.stringify(value)).toBe("Series is invalid");
    for (const value of [0, -1, "-1", 1.5, "1.5", "2.0", "99999999999999999999", Number.MAX_SAFE_INTEGER + 2])
      expect(messageOf(id, value), String(value)).toBe("Series is invalid");
    for (const value of [undefined, null, "", "  "]) expect(messageOf(id, value), String(value)).toBe("Series is required");
  });
});

describe("optionalInt", () => {
  const limit = optionalInt("limit", 1, 100);

  it("takes whole numbers and digits, and empty as nothing", () => {
    expect(limit.parse(5)).toBe(5);
    expect(limit.parse("20")).toBe(20);
    expect(limit.parse("")).toBeNull();
    expect(limit.parse(undefined)).toBeUndefined();
  });

  it("refuses lookalikes and keeps its range texts", () => {
    for (const value of lookalikes) expect(messageOf(limit, value), JSON.stringify(value)).toBe("limit must be a number");
    expect(messageOf(limit, "2.5")).toBe("limit must be a whole number");
    expect(messageOf(limit, "0")).toBe("limit must be at least 1");
    expect(messageOf(limit, "-3")).toBe("limit must be at least 1");
    expect(messageOf(limit, "101")).toBe("limit must be at most 100");
  });
});

describe("idList", () => {
  const ids = idList("genreIds");

  it("takes an array of ids or comma-joined digits", () => {
    expect(ids.parse([1, "2"])).toEqual([1, 2]);
    expect(ids.parse("3, 4,")).toEqual([3, 4]);
  });

  it("refuses lookalikes inside the list", () => {
    for (const value of [[true], [[2]], ["0x1"], "1e0,2"])
      expect(messageOf(ids, value), JSON.stringify(value)).toBe("genreIds must be numbers");
    expect(messageOf(ids, [0])).toBe("genreIds must be valid ids");
  });
});

describe("isHttpUrl", () => {
  it("refuses a link holding what the URL parser would skip or a reader would not see (#34, point 5)", () => {
    expect(isHttpUrl("https://subs.example.net/a.vtt")).toBe(true);
    for (const character of ["\n", "\r", "\t", "\u0000", "\u007f", "\u0085", "\u202e", "\u2066"])
      expect(isHttpUrl(`https://subs.example.net/a${character}.vtt`), JSON.stringify(character)).toBe(false);
  });
});
