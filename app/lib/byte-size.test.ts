import { describe, expect, it } from "vitest";
import { byteSize } from "./byte-size";

describe("byte sizes", () => {
  it("writes a size in the largest unit it reaches, as each language does", () => {
    expect(byteSize("en", 312_406)).toBe("312 kB");
    expect(byteSize("en", 3_250_000)).toBe("3.3 MB");
    expect(byteSize("ru", 3_250_000)).toBe("3,3 МБ");
    expect(byteSize("en", 12_500_000_000)).toBe("12.5 GB");
    expect(byteSize("en", 300)).toBe("300 byte");
  });
});
