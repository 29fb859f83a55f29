import { describe, expect, it } from "vitest";
import { spend } from "./rate-budget";

const rule = { burst: 3, perSecond: 1 };

describe("a room's message budget", () => {
  it("allows a burst, refuses past it, and refills with time alone", () => {
    let budget: ReturnType<typeof spend>["budget"] | undefined;
    const at = (now: number) => {
      const spent = spend(budget, rule, now);
      budget = spent.budget;
      return spent.allowed;
    };
    expect([at(0), at(0), at(0), at(0)]).toEqual([true, true, true, false]);
    expect(at(500)).toBe(false);
    expect(at(1000)).toBe(true);
    expect([at(60_000), at(60_000), at(60_000), at(60_000)]).toEqual([true, true, true, false]);
  });
});
