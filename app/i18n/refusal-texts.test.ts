// The refusal seam (decision 046): the domain's English text, found in the catalogue, comes out in
// the page's language, fixed texts and templates alike, with a field's name translated inside.
import { afterEach, describe, expect, it } from "vitest";
import { m } from "~/paraglide/messages";
import { baseLocale, type Locale, overwriteGetLocale } from "~/paraglide/runtime";
import { translateRefusal } from "./refusal-texts";
import { parseEpisodeFile } from "~/domain/episodes/import-format";
import { MAX_SERIES_ROWS, parseSeriesFile } from "~/domain/series/import-format";
import { serverLinkProblem } from "~/lib/server-links";

const pageIn = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => pageIn(baseLocale));

describe("translateRefusal", () => {
  it("leaves English as the domain wrote it", () => {
    expect(translateRefusal("Email or username is required")).toBe("Email or username is required");
  });

  it("translates a fixed refusal", () => {
    pageIn("ru");
    expect(translateRefusal("Invalid email/username or password")).toBe(m.refusal_invalid_credentials({}, { locale: "ru" }));
    expect(translateRefusal("Invalid email/username or password")).not.toBe("Invalid email/username or password");
  });

  it("fills a template's inputs, translating a field's name and keeping a number", () => {
    pageIn("zh-Hans");
    expect(translateRefusal("Email or username is required")).toBe(
      m.refusal_field_required({ field: m.field_email_or_username({}, { locale: "zh-Hans" }) }, { locale: "zh-Hans" }),
    );
    expect(translateRefusal("Location must be at most 100 characters")).toBe(
      m.refusal_field_max_chars({ field: m.field_location({}, { locale: "zh-Hans" }), max: "100" }, { locale: "zh-Hans" }),
    );
  });

  it("prefers the template with the most fixed text", () => {
    // "{field} must be at most {max}" would also match; the one that names characters wins.
    pageIn("es");
    expect(translateRefusal("Mobile must be at most 30 characters")).toBe(
      m.refusal_field_max_chars({ field: m.field_mobile({}, { locale: "es" }), max: "30" }, { locale: "es" }),
    );
  });

  it("leaves a text the catalogue lacks as it is", () => {
    pageIn("ar");
    expect(translateRefusal("Something no message says")).toBe("Something no message says");
  });
});

// The admin area (decision 046): its forms' refusals in Simplified Chinese on /zh-Hans, English elsewhere.
describe("translateRefusal in the admin area", () => {
  const refusals = [
    "Title is required",
    "Description must be at most 5000 characters",
    "Year must be at most 2100",
    "Episode number is required",
    "Episode 3 already exists for this series",
    "Time must be HH:MM (00:00 to 23:59)",
    "Status must be one of Ongoing, Completed, Upcoming, Hiatus",
    "Video url must be an http:// or https:// link",
    "Intro start must be seconds (90) or minutes and seconds (1:30)",
    "Outro must end after it starts",
    "IP is required",
    "Enter an IP address (203.0.113.7) or a CIDR range (203.0.113.0/24)",
    "Genre not found",
    "A genre with this name already exists",
    "Weeks must be at least 1",
    "Choose a GIF file to upload",
    "Please add at least 1 entry.",
    'The title "list" would clash with a page of the site; choose another title',
  ];

  it.each(refusals)("says %j in Simplified Chinese", (text) => {
    pageIn("zh-Hans");
    expect(translateRefusal(text)).toMatch(/[\u4e00-\u9fff]/);
  });

  it("leaves them English in a language without admin messages", () => {
    pageIn("es");
    expect(translateRefusal("Title is required")).toBe(m.refusal_field_required({ field: "Title" }, { locale: "es" }));
    expect(translateRefusal("Choose a GIF file to upload")).toBe("Choose a GIF file to upload");
  });
});

// A bulk import's refusals of the whole file, and a server link's, as the parsers and the rule
// write them: Simplified Chinese throughout on /zh-Hans, the nested link problem included.
describe("translateRefusal of a bulk import's file", () => {
  const problemOf = (parsed: { ok: true } | { ok: false; problem: string }) => (parsed.ok ? "" : parsed.problem);
  const texts = [
    problemOf(parseEpisodeFile("")),
    problemOf(parseEpisodeFile("episode_number\n")),
    problemOf(parseEpisodeFile('episode_number\n"1')),
    problemOf(parseEpisodeFile("{")),
    problemOf(parseEpisodeFile('{"rows": 1}')),
    problemOf(parseEpisodeFile("episode_number,colour\n1,red")),
    problemOf(parseEpisodeFile("episode_number,colour,shape\n1,red,round")),
    problemOf(parseSeriesFile(`title\n${"x\n".repeat(MAX_SERIES_ROWS + 1)}`)),
    `Server 2: ${serverLinkProblem("https://example.com/page", "")}`,
    `Server 1: ${serverLinkProblem("https://example.com/clip.m3u8", "direct")}`,
    `Server 3: ${serverLinkProblem("https://example.com/clip.mp4", "youtube")}`,
  ];

  it.each(texts)("says %j in Simplified Chinese, with no English sentence left", (text) => {
    expect(text).not.toBe("");
    pageIn("zh-Hans");
    const translated = translateRefusal(text);
    expect(translated).toMatch(/[\u4e00-\u9fff]/);
    expect(translated).not.toMatch(/\b(the|file|link|is|not|must|Server|Unknown)\b/);
  });
});
