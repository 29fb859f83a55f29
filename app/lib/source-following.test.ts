import { describe, expect, it } from "vitest";
import { fieldsFollowingSource, fieldsStillFollowed, refreshedValues } from "./source-following";

// Frieren as AniList gives it, in the site's words.
const source = {
  description: "An elf mage.\n\nDecades later, she sets out.",
  status: "Ongoing",
  type: "TV",
  season: "Fall",
  year: 2023,
  studio: "Madhouse",
  tags: ["Elf", "Travel"],
};

describe("the fields a series follows its source in", () => {
  it("are those the admin saved as the source gave them", () => {
    expect(fieldsFollowingSource({ ...source, studio: "Madhouse Inc.", tags: ["Elf"] }, source)).toEqual([
      "description",
      "status",
      "type",
      "season",
      "year",
    ]);
  });

  it("take a form's CRLF line breaks, and empty for absent, as the same value", () => {
    const fromForm = { ...source, description: "An elf mage.\r\n\r\nDecades later, she sets out.\r\n" };
    expect(fieldsFollowingSource(fromForm, source)).toContain("description");
    expect(fieldsFollowingSource({ studio: "" }, { studio: null })).toContain("studio");
  });

  it("lose a field an edit changes, and keep those it sends unchanged or leaves out", () => {
    const followed = ["description", "status", "tags"] as const;
    const edit = { description: source.description.replace(/\n/g, "\r\n"), status: "Hiatus" };
    expect(fieldsStillFollowed(followed, source, edit)).toEqual(["description", "tags"]);
  });
});

describe("what a refresh writes", () => {
  it("is each followed field whose value moved at the source, and nothing the source does not give", () => {
    const current = { ...source, status: "Upcoming", studio: "Typed studio" };
    const moved = { ...source, status: "Ongoing", tags: ["Elf", "Travel", "Magic"], type: null };
    expect(refreshedValues(["status", "type", "tags", "description"], current, moved)).toEqual({
      status: "Ongoing",
      tags: ["Elf", "Travel", "Magic"],
    });
    // The studio moved too, but the admin's edit took it off the list.
    expect(refreshedValues(["status"], current, { ...moved, studio: "Madhouse" })).toEqual({ status: "Ongoing" });
  });

  it("is nothing when the source says what the series holds", () => {
    expect(refreshedValues(["description", "status", "type", "season", "year", "studio", "tags"], source, { ...source })).toEqual({});
  });
});
