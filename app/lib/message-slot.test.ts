import { describe, expect, it } from "vitest";
import { aroundSlot } from "./message-slot";

describe("a message split around its filled-in place", () => {
  it("answers the text on either side, wherever the language puts the place", () => {
    expect(aroundSlot((title) => `Because you watched ${title}`)).toEqual(["Because you watched ", ""]);
    expect(aroundSlot((title) => `因为你看过《${title}》`)).toEqual(["因为你看过《", "》"]);
    expect(aroundSlot((email) => `Write to ${email} for help.`)).toEqual(["Write to ", " for help."]);
  });
});
