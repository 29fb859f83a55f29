// MyAnimeList's anime-list export (its Export page's .xml.gz, unzipped), which every tracker
// imports and exports: read to bring a viewer's list here, written to let them take it away.
// fast-xml-parser validates, parses and builds; this file only says what the export holds.
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import { LIST_PROGRESS_MAX, LIST_SCORE_MAX, type ListStatus } from "~/lib/vocabulary/list-statuses";

// Both keep one request's parse well within a Worker's CPU time. An export takes about 0.9 kB an
// anime (MAL's and malExportXml's alike, up to 1 kB with long Japanese titles), so 6 MB lets the
// entry cap be the one met.
export const MAX_LIST_IMPORT_BYTES = 6_000_000;
export const MAX_LIST_IMPORT_ENTRIES = 5_000;
/** Each entry MyAnimeList writes opens and closes about 30 tags (CDATA included); 100 leaves room. */
const MAX_LIST_IMPORT_TAGS = MAX_LIST_IMPORT_ENTRIES * 100;
export const LIST_FILE_TOO_LARGE = `The file is larger than ${MAX_LIST_IMPORT_BYTES / 1_000_000} MB, the most a list import reads.`;

export type MalEntry = { mal_id: number; title: string; status: ListStatus; score: number | null; progress: number };
export type MalExportEntry = MalEntry & { episodes: number; type: string };

type Refusal = { error: string; status: 400 | 413 };

/** my_status as MyAnimeList writes it. */
export const malStatusWords: Record<ListStatus, string> = {
  watching: "Watching",
  completed: "Completed",
  on_hold: "On-Hold",
  dropped: "Dropped",
  plan_to_watch: "Plan to Watch",
};

// Other exporters write MAL's words in their own case and separators ("plan_to_watch", "On Hold"),
// or MAL's numeric codes (5 is unused).
const statusKey = (value: string) => value.toLowerCase().replace(/[\s_-]/g, "");
const statusesByKey = new Map<string, ListStatus>([
  ...Object.entries(malStatusWords).map(([status, word]) => [statusKey(word), status as ListStatus] as const),
  ["1", "watching"],
  ["2", "completed"],
  ["3", "on_hold"],
  ["4", "dropped"],
  ["6", "plan_to_watch"],
]);

const parser = new XMLParser({
  // Values stay text: titles such as "86" or "1984" are not numbers, and each number is checked below.
  parseTagValue: false,
  isArray: (_name, jPath) => jPath === "myanimelist.anime",
  // Also decodes numeric references (&#39;), which XML defines but the parser leaves alone otherwise.
  // No DOCTYPE gets this far, so only the five built-in names and HTML's common ones are known.
  htmlEntities: true,
});

const CDATA = "#cdata";
// CDATA as MyAnimeList writes titles; the builder splits a "]]>" inside one across two sections.
const builder = new XMLBuilder({ format: true, indentBy: "\t", cdataPropName: CDATA });

const notAnExport = (reason: string): Refusal => ({ status: 400, error: `This is not a MyAnimeList XML export: ${reason}` });

/** A viewer's uploaded export as list entries, or why it is refused (400, or 413 when too large). */
export function readMalExport(text: string): { entries: MalEntry[] } | Refusal {
  // A string has at least as many UTF-8 bytes as UTF-16 units, so a long one needs no encoding.
  if (text.length > MAX_LIST_IMPORT_BYTES || new TextEncoder().encode(text).byteLength > MAX_LIST_IMPORT_BYTES) {
    return { status: 413, error: LIST_FILE_TOO_LARGE };
  }
  // A DOCTYPE can declare entities that expand a billion-fold or read local files, and MAL's
  // exports have none; the validator would let one through, so any in the text is refused.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return { status: 400, error: "XML with a DOCTYPE or entities is not accepted" };
  // The parser builds an object for every element before the entries can be counted: six MB of
  // empty elements would be a million of them. MyAnimeList writes about 30 an entry, so a file
  // with more tags than the largest list could hold is refused first, by a count of its "<".
  const tags = text.split("<").length - 1;
  if (tags > MAX_LIST_IMPORT_TAGS)
    return {
      status: 413,
      error: `The file holds ${tags.toLocaleString("en-US")} tags, more than a list of ${MAX_LIST_IMPORT_ENTRIES.toLocaleString("en-US")} anime has.`,
    };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return notAnExport(`${valid.err.msg} (line ${valid.err.line})`);

  let document: Record<string, unknown>;
  try {
    document = parser.parse(text);
  } catch (error) {
    // Well-formed but refused by the parser: nesting past its limit, or a tag named like __proto__.
    return notAnExport(error instanceof Error ? error.message : String(error));
  }
  const roots = Object.keys(document).filter((key) => !key.startsWith("?"));
  if (roots.length !== 1 || roots[0] !== "myanimelist") return notAnExport(`its root is <${roots.join("> and <")}>, not <myanimelist>`);
  const list = elementOf(document.myanimelist);
  if (!list) return notAnExport("its <myanimelist> holds no list");

  const exportType = elementOf(list.myinfo)?.user_export_type;
  if (exportType === "2" || list.manga !== undefined) return { status: 400, error: "This is a manga list; import an anime list export" };
  if (exportType !== undefined && exportType !== "1") return notAnExport(`its user_export_type is ${String(exportType)}, not 1 (anime)`);

  const anime = Array.isArray(list.anime) ? list.anime : [];
  if (anime.length > MAX_LIST_IMPORT_ENTRIES) {
    return {
      status: 413,
      error: `The file lists ${anime.length.toLocaleString("en-US")} anime; a list import takes at most ${MAX_LIST_IMPORT_ENTRIES.toLocaleString("en-US")}.`,
    };
  }
  // The same series twice (two exports pasted together, say): the later entry wins, as it would
  // if the two were imported one after the other.
  const byId = new Map<number, MalEntry>();
  for (const [index, element] of anime.entries()) {
    const entry = readEntry(elementOf(element) ?? {}, index + 1);
    if ("error" in entry) return entry;
    byId.set(entry.mal_id, entry);
  }
  return { entries: [...byId.values()] };
}

const FIELDS = ["series_animedb_id", "series_title", "my_status", "my_score", "my_watched_episodes"] as const;

function readEntry(anime: Record<string, unknown>, position: number): MalEntry | Refusal {
  const fields = {} as Record<(typeof FIELDS)[number], string>;
  for (const name of FIELDS) {
    const value = anime[name] ?? "";
    if (typeof value !== "string")
      return { status: 400, error: `Entry ${position} has markup or a repeated tag in <${name}>, where MAL writes text` };
    // The parser trims text but keeps CDATA as written; a missing field reads as an empty one.
    fields[name] = value.trim();
  }
  const title = fields.series_title;
  const refuse = (error: string): Refusal => ({ status: 400, error: `Entry ${position}${title ? ` (${title})` : ""}: ${error}` });

  const malId = wholeNumber(fields.series_animedb_id);
  if (!malId) return refuse(`series_animedb_id "${fields.series_animedb_id}" is not a MyAnimeList anime id`);
  const status = statusesByKey.get(statusKey(fields.my_status));
  if (!status) return refuse(`my_status "${fields.my_status}" is not one of ${Object.values(malStatusWords).join(", ")}`);
  // MAL writes 0 for no score.
  const score = fields.my_score === "" ? 0 : wholeNumber(fields.my_score);
  if (score === undefined || score > LIST_SCORE_MAX)
    return refuse(`my_score "${fields.my_score}" is not a whole number from 0 to ${LIST_SCORE_MAX}`);
  const progress = fields.my_watched_episodes === "" ? 0 : wholeNumber(fields.my_watched_episodes);
  if (progress === undefined || progress > LIST_PROGRESS_MAX) {
    return refuse(
      `my_watched_episodes "${fields.my_watched_episodes}" is not a whole number from 0 to ${LIST_PROGRESS_MAX.toLocaleString("en-US")}`,
    );
  }
  return { mal_id: malId, title, status, score: score || null, progress };
}

/** An element's children by tag; an empty element has none; text or a repeated element is not one. */
const elementOf = (value: unknown): Record<string, unknown> | undefined =>
  value === "" ? {} : typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

// Digits only: Number() alone would also take "1e3", "0x10", "-0" and "".
const wholeNumber = (digits: string) => (/^\d{1,9}$/.test(digits) ? Number(digits) : undefined);

/** A viewer's list in MyAnimeList's export layout, which MAL and the other trackers import. */
export function malExportXml(userName: string, entries: MalExportEntry[]): string {
  const total = (status: ListStatus) => entries.filter((entry) => entry.status === status).length;
  const myanimelist = {
    myinfo: {
      user_name: userName,
      user_export_type: 1,
      user_total_anime: entries.length,
      user_total_watching: total("watching"),
      user_total_completed: total("completed"),
      user_total_onhold: total("on_hold"),
      user_total_dropped: total("dropped"),
      user_total_plantowatch: total("plan_to_watch"),
    },
    // MAL's fields in MAL's order; the ones this site does not keep get the values MAL writes when unset.
    anime: entries.map((entry) => ({
      series_animedb_id: entry.mal_id,
      series_title: { [CDATA]: entry.title },
      series_type: entry.type,
      series_episodes: entry.episodes,
      my_id: 0,
      my_watched_episodes: entry.progress,
      my_start_date: "0000-00-00",
      my_finish_date: "0000-00-00",
      my_rated: "",
      my_score: entry.score ?? 0,
      my_storage: "",
      my_storage_value: "0.00",
      my_status: malStatusWords[entry.status],
      my_comments: { [CDATA]: "" },
      my_times_watched: 0,
      my_rewatch_value: "",
      my_priority: "LOW",
      my_tags: { [CDATA]: "" },
      my_rewatching: 0,
      my_rewatching_ep: 0,
      my_discuss: 1,
      my_sns: "default",
      update_on_import: 1,
    })),
  };
  return `<?xml version="1.0" encoding="UTF-8" ?>\n${builder.build({ myanimelist })}`;
}
