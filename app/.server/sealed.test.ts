import { describe, expect, it } from "vitest";
import { seal, unseal } from "./sealed";

const SECRET = "a-jwt-secret-of-at-least-thirty-two-characters";

describe("sealed values", () => {
  it("open for what they were sealed for, and show nothing of the value", async () => {
    const sealed = await seal(SECRET, "anilist-access-token-123", "7:anilist");
    expect(sealed).not.toContain("anilist-access-token");
    expect(await unseal(SECRET, sealed, "7:anilist")).toBe("anilist-access-token-123");
    // A fresh IV each time: the same token never seals the same.
    expect(await seal(SECRET, "anilist-access-token-123", "7:anilist")).not.toBe(sealed);
  });

  it("do not open on another row, under another secret, or altered", async () => {
    const sealed = await seal(SECRET, "token", "7:anilist");
    expect(await unseal(SECRET, sealed, "8:anilist")).toBeNull();
    expect(await unseal(`${SECRET}-replaced`, sealed, "7:anilist")).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(await unseal(SECRET, altered, "7:anilist")).toBeNull();
  });
});
