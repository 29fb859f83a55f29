// The bulk import and export formats of episodes (docs/decisions/015-bulk-import.md): CSV with a
// header row, or JSON (an array of objects). Pure text in, plain rows out; the episode schema
// (./schema.ts) judges every value afterwards, so nothing here checks what a value means.
import { z } from "zod";
import { csvField, type ImportRow, readImportFile, unknownColumns } from "~/lib/import-file";
import { optionalText, requiredInt, requiredText } from "~/lib/schema-fields";
import { SKIP_FIELDS } from "~/lib/skip-ranges";
import { subtitleTracksToLines, type SubtitleTrack } from "~/lib/subtitle-tracks";

/** The episode columns a file may carry, in the order the export writes them. */
export const EPISODE_COLUMNS = [
  "episode_number",
  "title",
  "description",
  "release_date",
  "duration",
  "status",
  "language",
  // canon, filler, recap or mixed (decision 050); an empty cell keeps the episode's, a new one is canon.
  "kind",
  "quality",
  "thumbnail",
  "video_url",
  ...SKIP_FIELDS,
  // A list in JSON, `lang | label | url` lines in one CSV cell.
  "subtitles",
] as const;
export type EpisodeColumn = (typeof EPISODE_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 1000;
export const MAX_IMPORT_CHARS = 2_000_000;

export type ImportServer = { label: string; url: string; type?: string; audio?: string; audio_lang?: string | null };
/** One data row as the file gave it: `row` counts data rows from 1; absent columns stay absent. */
export type RawEpisodeRow = ImportRow<Partial<Record<EpisodeColumn, unknown>> & { servers?: unknown }>;

// A server's columns: serverN_label, _url, _type, _audio (sub, dub, raw) and _audio_lang (decision 049).
const SERVER_COLUMN = /^server(\d+)_(label|url|type|audio|audio_lang)$/;

const isEpisodeColumn = (name: string) => (EPISODE_COLUMNS as readonly string[]).includes(name) || SERVER_COLUMN.test(name);

function rowsFromCsv(names: string[], records: string[][]): RawEpisodeRow[] | string {
  const unknown = unknownColumns(names, isEpisodeColumn);
  if (unknown) return unknown;
  if (!names.includes("episode_number")) return "The header row must name episode_number";
  const hasServers = names.some((name) => SERVER_COLUMN.test(name));
  return records.map((fields, index) => {
    const values: RawEpisodeRow["values"] = {};
    const servers = new Map<number, Record<string, string>>();
    names.forEach((name, column) => {
      const value = fields[column] ?? "";
      const server = SERVER_COLUMN.exec(name);
      if (!server) values[name as EpisodeColumn] = value;
      else if (value.trim() !== "") servers.set(Number(server[1]), { ...servers.get(Number(server[1])), [server[2]!]: value });
    });
    if (hasServers)
      values.servers = [...servers.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, server]) => ({
          label: server.label ?? "",
          url: server.url ?? "",
          type: server.type ?? "",
          audio: server.audio ?? "",
          audio_lang: server.audio_lang ?? "",
        }));
    return { row: index + 1, values };
  });
}

function valuesFromJson(item: Record<string, unknown>): RawEpisodeRow["values"] {
  const values: RawEpisodeRow["values"] = {};
  for (const name of [...EPISODE_COLUMNS, "servers"] as const) if (name in item) values[name] = item[name];
  return values;
}

/** Reads an upload or pasted text; JSON when it starts with `[` or `{`, else CSV. */
export const parseEpisodeFile = (text: string) =>
  readImportFile(text, {
    noun: "episodes",
    listKey: "episodes",
    maxRows: MAX_IMPORT_ROWS,
    maxChars: MAX_IMPORT_CHARS,
    fromCsv: rowsFromCsv,
    fromJson: valuesFromJson,
  });

/** The "Add episodes N to M" form; the patterns put the number in place of `{n}`. */
export const EpisodeRangeInput = z
  .object({
    from: requiredInt("From episode", 1, 100_000),
    to: requiredInt("To episode", 1, 100_000),
    url_pattern: requiredText("Link pattern", 2000),
    title_pattern: optionalText("Title pattern", 200).transform((value) => value ?? "Episode {n}"),
    label: optionalText("Server label", 100).transform((value) => value ?? "Server 1"),
    description: optionalText("Description pattern", 5000).transform((value) => value ?? "Episode {n}."),
  })
  .refine((range) => range.to >= range.from, { path: ["to"], message: "Give episode numbers N to M, with M at least N" })
  .refine((range) => range.to - range.from < MAX_IMPORT_ROWS, {
    path: ["to"],
    message: `At most ${MAX_IMPORT_ROWS} episodes in one import`,
  });

/** "Add episodes N to M": rows whose server link and title put the number in place of `{n}`. */
export function rangeRows(range: z.output<typeof EpisodeRangeInput>): RawEpisodeRow[] {
  const rows: RawEpisodeRow[] = [];
  for (let n = range.from; n <= range.to; n++) {
    const fill = (pattern: string) => pattern.replaceAll("{n}", String(n));
    rows.push({
      row: rows.length + 1,
      values: {
        episode_number: n,
        title: fill(range.title_pattern),
        description: fill(range.description),
        servers: [{ label: range.label, url: fill(range.url_pattern), type: "" }],
      },
    });
  }
  return rows;
}

export type ExportedEpisode = Record<Exclude<EpisodeColumn, "subtitles">, string | number | null> & {
  subtitles: SubtitleTrack[];
  servers: { label: string; url: string; type: string; audio: string; audio_lang: string | null }[];
};

const csvValue = (episode: ExportedEpisode, name: EpisodeColumn) =>
  name === "subtitles" ? subtitleTracksToLines(episode.subtitles) : episode[name];

/** The CSV header and rows of episodes: label, url, type, audio and audio_lang columns per server slot. */
export function episodesToCsv(episodes: ExportedEpisode[], serverSlots: number): string {
  const serverNames = Array.from({ length: serverSlots }, (_, i) => [
    `server${i + 1}_label`,
    `server${i + 1}_url`,
    `server${i + 1}_type`,
    `server${i + 1}_audio`,
    `server${i + 1}_audio_lang`,
  ]).flat();
  const lines = [[...EPISODE_COLUMNS, ...serverNames].join(",")];
  for (const episode of episodes) {
    const servers = Array.from({ length: serverSlots }, (_, i) => episode.servers[i]).flatMap((server) => [
      server?.label ?? "",
      server?.url ?? "",
      server?.type ?? "",
      server?.audio ?? "",
      server?.audio_lang ?? "",
    ]);
    lines.push([...EPISODE_COLUMNS.map((name) => csvValue(episode, name)), ...servers].map(csvField).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
