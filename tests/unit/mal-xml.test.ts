import bangumi from "bangumi-data";
import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  MAX_LIST_IMPORT_BYTES,
  MAX_LIST_IMPORT_ENTRIES,
  type MalEntry,
  type MalExportEntry,
  malExportXml,
  readMalExport,
} from "~/domain/lists/mal-xml";
import { LIST_PROGRESS_MAX, type ListStatus, listStatuses } from "~/lib/vocabulary/list-statuses";
import type { BangumiItem } from "../support/real-titles";

// Real titles from bangumi-data (CC BY 4.0), each with the MyAnimeList id the dataset gives it:
// 24 spread over the years, every other one by its Chinese title, and 6 carrying "&" or "<".
const withMalId = (bangumi as unknown as { items: BangumiItem[] }).items.flatMap((item) => {
  const malId = item.sites.find((site) => site.site === "mal")?.id;
  return malId ? [{ item, malId: Number(malId) }] : [];
});
const spread = withMalId.filter((_, index) => index % Math.floor(withMalId.length / 24) === 0).slice(0, 24);
const marked = withMalId.filter(({ item }) => /[&<>]/.test(item.title)).slice(0, 6);
const TYPES: Record<string, string> = { tv: "TV", web: "ONA", movie: "Movie", ova: "OVA" };
const realEntries: MalExportEntry[] = [...spread, ...marked].map(({ item, malId }, index) => ({
  mal_id: malId,
  title: index % 2 ? (item.titleTranslate?.["zh-Hans"]?.[0] ?? item.title) : item.title,
  status: listStatuses[index % listStatuses.length]!,
  score: index % 11 || null,
  progress: index * 7,
  episodes: 12 + index,
  type: TYPES[item.type] ?? "TV",
}));

const listOf = (entries: MalExportEntry[]): MalEntry[] =>
  entries.map(({ mal_id, title, status, score, progress }) => ({ mal_id, title, status, score, progress }));
const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/** An export as MyAnimeList lays one out (its comment, tabs, user_id and fields), holding these <anime>. */
const malFile = (anime: string[], exportType = "1") => `<?xml version="1.0" encoding="UTF-8" ?>
		<!--
		 Created by XML Export feature at MyAnimeList.net
		 Version 1.1.0
		-->

		<myanimelist>

			<myinfo>
				<user_id>1234567</user_id>
				<user_name>spike</user_name>
				<user_export_type>${exportType}</user_export_type>
				<user_total_anime>${anime.length}</user_total_anime>
			</myinfo>

${anime.join("\n")}

		</myanimelist>`;

const COWBOY_BEBOP = {
  series_animedb_id: "1",
  series_title: "<![CDATA[Cowboy Bebop]]>",
  series_type: "TV",
  series_episodes: "26",
  my_watched_episodes: "26",
  my_score: "9",
  my_status: "Completed",
};
/** One <anime> as MAL writes it: Cowboy Bebop unless told otherwise; an undefined field is left out. */
const malAnime = (fields: Record<string, string | undefined> = {}) => {
  const lines = Object.entries({ ...COWBOY_BEBOP, ...fields }).flatMap(([tag, value]) =>
    value === undefined ? [] : [`\t\t\t\t<${tag}>${value}</${tag}>`],
  );
  return `\t\t\t<anime>\n${lines.join("\n")}\n\t\t\t</anime>`;
};
const readOne = (fields: Record<string, string | undefined>) => readMalExport(malFile([malAnime(fields)]));
const notAnExport = expect.stringMatching(/^This is not a MyAnimeList XML export: ./);

describe("a list written by malExportXml", () => {
  it("reads back as it was: 30 real titles in Japanese and Chinese, each status, score and progress", () => {
    expect(realEntries).toHaveLength(30);
    expect(new Set(realEntries.map((entry) => entry.mal_id)).size).toBe(30);
    expect(realEntries.some((entry) => /\p{Script=Han}/u.test(entry.title) && !/\p{Script=Kana}|\p{Script=Hira}/u.test(entry.title))).toBe(
      true,
    );
    expect(realEntries.some((entry) => /\p{Script=Kana}|\p{Script=Hira}/u.test(entry.title))).toBe(true);

    const xml = malExportXml("spike", realEntries);
    expect(readMalExport(xml)).toEqual({ entries: listOf(realEntries) });
  });

  it("is laid out as MyAnimeList's export: its counts by status, the user's name as text, MAL's status words", () => {
    // 1 watching, 2 completed, 3 on hold, 4 dropped, 5 planned: each count differs from the others.
    const statuses = listStatuses.flatMap((status, index) => Array<ListStatus>(index + 1).fill(status));
    const entries = realEntries.slice(0, statuses.length).map((entry, index) => ({ ...entry, status: statuses[index]! }));
    const xml = malExportXml("Ada & <Bob> \"the\" '2nd'", entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" ?>\n<myanimelist>')).toBe(true);

    const { myanimelist } = new XMLParser({ parseTagValue: false }).parse(xml);
    expect(myanimelist.myinfo).toEqual({
      user_name: "Ada & <Bob> \"the\" '2nd'",
      user_export_type: "1",
      user_total_anime: "15",
      user_total_watching: "1",
      user_total_completed: "2",
      user_total_onhold: "3",
      user_total_dropped: "4",
      user_total_plantowatch: "5",
    });
    const [first, second] = myanimelist.anime;
    expect(first).toEqual({
      series_animedb_id: String(realEntries[0]!.mal_id),
      series_title: realEntries[0]!.title,
      series_type: realEntries[0]!.type,
      series_episodes: "12",
      my_id: "0",
      my_watched_episodes: "0",
      my_start_date: "0000-00-00",
      my_finish_date: "0000-00-00",
      my_rated: "",
      my_score: "0",
      my_storage: "",
      my_storage_value: "0.00",
      my_status: "Watching",
      my_comments: "",
      my_times_watched: "0",
      my_rewatch_value: "",
      my_priority: "LOW",
      my_tags: "",
      my_rewatching: "0",
      my_rewatching_ep: "0",
      my_discuss: "1",
      my_sns: "default",
      update_on_import: "1",
    });
    expect(Object.keys(first)).toEqual(Object.keys(second));
    const words = myanimelist.anime.map((anime: { my_status: string }) => anime.my_status);
    expect([...new Set(words)]).toEqual(["Watching", "Completed", "On-Hold", "Dropped", "Plan to Watch"]);
    expect(xml).toContain(`<![CDATA[${realEntries[0]!.title}]]>`);
  });

  it.each(["<script>alert(1)</script>", "Re:Zero ]]> <b>bold</b>", "]]>", "]]]]><![CDATA[>", "&amp; &lt; &#39;", "86", "1984", "0x10", ""])(
    "keeps the title %j as text",
    (title) => {
      const entry: MalExportEntry = { mal_id: 41_457, title, status: "watching", score: 8, progress: 3, episodes: 11, type: "TV" };
      expect(readMalExport(malExportXml("spike", [entry]))).toEqual({ entries: listOf([entry]) });
    },
  );

  it("reads back any titles, statuses, scores and progress (titles trimmed)", () => {
    // XML's characters but carriage return, which XML reads as a line feed, with markup's own weighted in.
    const xmlChar = fc.oneof(
      fc.constantFrom("<", ">", "&", "]", "]]>", '"', "'", " ", "\t", "\n", "\u3000"),
      fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0xa0, max: 0xd7ff }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0xe000, max: 0xfffd }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    );
    const entry = fc.record({
      mal_id: fc.integer({ min: 1, max: 999_999_999 }),
      title: fc.string({ unit: xmlChar, maxLength: 40 }),
      status: fc.constantFrom(...listStatuses),
      score: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      progress: fc.integer({ min: 0, max: LIST_PROGRESS_MAX }),
      episodes: fc.nat(5_000),
      type: fc.constantFrom("TV", "Movie", "OVA", "ONA", "Special"),
    });
    fc.assert(
      fc.property(
        fc.string({ unit: xmlChar }),
        fc.uniqueArray(entry, { selector: (one) => one.mal_id, maxLength: 20 }),
        (userName, entries) => {
          const expected = listOf(entries).map((one) => ({ ...one, title: one.title.trim() }));
          expect(readMalExport(malExportXml(userName, entries))).toEqual({ entries: expected });
        },
      ),
    );
  });
});

describe("readMalExport", () => {
  it("reads MyAnimeList's own layout", () => {
    const file = malFile([
      malAnime(),
      malAnime({
        series_animedb_id: "5114",
        series_title: "<![CDATA[Fullmetal Alchemist: Brotherhood]]>",
        my_watched_episodes: "12",
        my_score: "0",
        my_status: "Watching",
      }),
    ]);
    expect(readMalExport(file)).toEqual({
      entries: [
        { mal_id: 1, title: "Cowboy Bebop", status: "completed", score: 9, progress: 26 },
        { mal_id: 5114, title: "Fullmetal Alchemist: Brotherhood", status: "watching", score: null, progress: 12 },
      ],
    });
  });

  it.each([
    ["Watching", "watching"],
    ["Completed", "completed"],
    ["On-Hold", "on_hold"],
    ["Dropped", "dropped"],
    ["Plan to Watch", "plan_to_watch"],
    ["plan_to_watch", "plan_to_watch"],
    ["On Hold", "on_hold"],
    ["on_hold", "on_hold"],
    ["PLAN TO WATCH", "plan_to_watch"],
    ["1", "watching"],
    ["2", "completed"],
    ["3", "on_hold"],
    ["4", "dropped"],
    ["6", "plan_to_watch"],
  ])("reads my_status %j as %s", (word, status) => {
    expect(readOne({ my_status: word })).toEqual({ entries: [expect.objectContaining({ status })] });
  });

  it.each([
    ["my_score 0 as no score", { my_score: "0" }, { score: null }],
    ["an empty my_score as no score", { my_score: "" }, { score: null }],
    ["no my_score as no score", { my_score: undefined }, { score: null }],
    ["my_score 10", { my_score: "10" }, { score: 10 }],
    ["my_score 1", { my_score: "1" }, { score: 1 }],
    ["no my_watched_episodes as 0", { my_watched_episodes: undefined }, { progress: 0 }],
    ["my_watched_episodes up to the most", { my_watched_episodes: String(LIST_PROGRESS_MAX) }, { progress: LIST_PROGRESS_MAX }],
    ["no series_title as an empty title", { series_title: undefined }, { title: "" }],
    ["a title of digits, not in CDATA, as text", { series_title: "86" }, { title: "86" }],
    [
      "XML's references, trimmed",
      { series_title: "  Kino&apos;s Journey &amp; &#39;&#x4E2D;&lt;b&gt;  " },
      { title: "Kino's Journey & '中<b>" },
    ],
  ])("reads %s", (_, fields, read) => {
    expect(readOne(fields)).toEqual({ entries: [expect.objectContaining(read)] });
  });

  it("keeps the later of two entries for the same series", () => {
    const file = malFile([
      malAnime({ my_status: "Watching", my_score: "6" }),
      malAnime({ series_animedb_id: "5114" }),
      malAnime({ my_score: "10" }),
    ]);
    expect(readMalExport(file)).toEqual({
      entries: [expect.objectContaining({ mal_id: 1, status: "completed", score: 10 }), expect.objectContaining({ mal_id: 5114 })],
    });
  });

  it("reads a list with no anime as no entries", () => {
    expect(readMalExport(malFile([]))).toEqual({ entries: [] });
    expect(readMalExport("<myanimelist/>")).toEqual({ entries: [] });
  });
});

describe("readMalExport refuses", () => {
  const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<myanimelist><anime><series_animedb_id>1</series_animedb_id><series_title>&lol3;</series_title><my_status>1</my_status></anime></myanimelist>`;

  it.each([
    ["billion laughs", BILLION_LAUGHS],
    [
      "an external entity",
      malFile([malAnime({ series_title: "&e;" })]).replace(
        "<myanimelist>",
        '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><myanimelist>',
      ),
    ],
    ["a lower-case doctype", `<!doctype myanimelist>${malFile([malAnime()])}`],
    ["an entity declared past the prolog", malFile([malAnime({ my_comments: '<!ENTITY e "x">' })])],
  ])("XML with a DOCTYPE or entities: %s", (_, text) => {
    expect(readMalExport(text)).toEqual({ status: 400, error: "XML with a DOCTYPE or entities is not accepted" });
  });

  it.each([
    ["plain text", "hello"],
    ["JSON", JSON.stringify({ entries: [{ mal_id: 1, status: "watching" }] })],
    ["nothing", ""],
    ["a truncated export", malExportXml("spike", realEntries).slice(0, malExportXml("spike", realEntries).length / 2)],
    ["mismatched tags", "<myanimelist><anime></myanimelist></anime>"],
  ])("what is not XML: %s", (_, text) => {
    expect(readMalExport(text)).toEqual({ status: 400, error: notAnExport });
  });

  it("names the line the validator stopped at", () => {
    const text = malFile([malAnime()]).replace("</anime>", "</animé>");
    const line = text.slice(0, text.indexOf("</animé>")).split("\n").length;
    expect(readMalExport(text)).toEqual({
      status: 400,
      error: expect.stringMatching(new RegExp(`^This is not a MyAnimeList XML export: .+ \\(line ${line}\\)$`)),
    });
  });

  it.each([
    ["another root", "<rss><channel><title>Cowboy Bebop</title></channel></rss>", /its root is <rss>, not <myanimelist>/],
    ["a second root", "<myanimelist></myanimelist><anime/>", /its root is <myanimelist> and <anime>, not <myanimelist>/],
    ["an unknown export type", malFile([malAnime()], "3"), /user_export_type is 3/],
    ["a tag the parser refuses", malFile([malAnime({ constructor: "x" })]), /constructor/],
    ["nesting past the parser's limit", `<myanimelist>${"<a>".repeat(200)}${"</a>".repeat(200)}</myanimelist>`, /nested/i],
  ])("what is not a MAL export: %s", (_, text, reason) => {
    expect(readMalExport(text)).toEqual({ status: 400, error: expect.stringMatching(reason) });
    expect(readMalExport(text)).toEqual({ status: 400, error: notAnExport });
  });

  it.each([
    ["user_export_type 2", malFile([malAnime()], "2")],
    ["<manga> entries", "<myanimelist><manga><manga_mangadb_id>2</manga_mangadb_id><my_status>Reading</my_status></manga></myanimelist>"],
  ])("a manga list: %s", (_, text) => {
    expect(readMalExport(text)).toEqual({ status: 400, error: "This is a manga list; import an anime list export" });
  });

  it.each([
    [{ series_animedb_id: "" }, 'series_animedb_id "" is not a MyAnimeList anime id'],
    [{ series_animedb_id: "0" }, 'series_animedb_id "0" is not a MyAnimeList anime id'],
    [{ series_animedb_id: "-1" }, 'series_animedb_id "-1" is not a MyAnimeList anime id'],
    [{ series_animedb_id: "1e3" }, 'series_animedb_id "1e3" is not a MyAnimeList anime id'],
    [{ my_status: "Rewatching" }, 'my_status "Rewatching" is not one of Watching, Completed, On-Hold, Dropped, Plan to Watch'],
    [{ my_status: "5" }, 'my_status "5" is not one of Watching, Completed, On-Hold, Dropped, Plan to Watch'],
    [{ my_status: "" }, 'my_status "" is not one of Watching, Completed, On-Hold, Dropped, Plan to Watch'],
    [{ my_score: "11" }, 'my_score "11" is not a whole number from 0 to 10'],
    [{ my_score: "7.5" }, 'my_score "7.5" is not a whole number from 0 to 10'],
    [{ my_score: "-1" }, 'my_score "-1" is not a whole number from 0 to 10'],
    [{ my_watched_episodes: "10001" }, 'my_watched_episodes "10001" is not a whole number from 0 to 10,000'],
    [{ my_watched_episodes: "-1" }, 'my_watched_episodes "-1" is not a whole number from 0 to 10,000'],
  ])("an entry with %j, naming its place and title", (fields, reason) => {
    const text = malFile([malAnime({ series_animedb_id: "5114" }), malAnime(fields)]);
    expect(readMalExport(text)).toEqual({ status: 400, error: `Entry 2 (Cowboy Bebop): ${reason}` });
  });

  it("an entry whose fields hold markup", () => {
    const text = malFile([malAnime({ series_title: "Cowboy <b>Bebop</b>" })]);
    expect(readMalExport(text)).toEqual({
      status: 400,
      error: "Entry 1 has markup or a repeated tag in <series_title>, where MAL writes text",
    });
  });

  it(`more than ${MAX_LIST_IMPORT_ENTRIES} entries, with 413`, () => {
    const file = (count: number) =>
      malFile(
        Array.from(
          { length: count },
          (_, index) => `<anime><series_animedb_id>${index + 1}</series_animedb_id><my_status>2</my_status></anime>`,
        ),
      );
    expect(readMalExport(file(MAX_LIST_IMPORT_ENTRIES))).toEqual({ entries: expect.any(Array) });
    expect(readMalExport(file(MAX_LIST_IMPORT_ENTRIES + 1))).toEqual({
      status: 413,
      error: "The file lists 5,001 anime; a list import takes at most 5,000.",
    });
  });

  it("more tags than the largest list has, with 413 before any is parsed", () => {
    // Half a million empty elements fit in 3 MB: the parser would build an object for each.
    const flood = malFile([`<anime>${"<a/>".repeat(500_001)}</anime>`]);
    expect(byteLength(flood)).toBeLessThan(MAX_LIST_IMPORT_BYTES);
    expect(readMalExport(flood)).toEqual({
      status: 413,
      error: expect.stringMatching(/^The file holds 500,0\d\d tags, more than a list of 5,000 anime has\.$/),
    });
    // A real export of the largest list stays under the count.
    const largest = malExportXml(
      "spike",
      Array.from({ length: MAX_LIST_IMPORT_ENTRIES }, (_, index) => ({ ...realEntries[index % realEntries.length]!, mal_id: index + 1 })),
    );
    expect(readMalExport(largest)).toEqual({ entries: expect.any(Array) });
  });

  it(`more than ${MAX_LIST_IMPORT_BYTES} bytes of UTF-8, with 413`, () => {
    const tooLarge = { status: 413, error: "The file is larger than 6 MB, the most a list import reads." };
    const xml = malExportXml("spike", realEntries);
    const padded = (bytes: number) => xml.replace("\n", `\n${" ".repeat(bytes - byteLength(xml))}`);
    expect(readMalExport(padded(MAX_LIST_IMPORT_BYTES))).toEqual({ entries: listOf(realEntries) });
    expect(readMalExport(padded(MAX_LIST_IMPORT_BYTES + 1))).toEqual(tooLarge);
    // Fewer characters than the cap, but three bytes each.
    const han = `<myanimelist><anime><series_title>${"中".repeat(MAX_LIST_IMPORT_BYTES / 3)}</series_title></anime></myanimelist>`;
    expect(han.length).toBeLessThan(MAX_LIST_IMPORT_BYTES);
    expect(readMalExport(han)).toEqual(tooLarge);
  });
});
