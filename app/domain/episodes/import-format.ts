// The bulk import and export formats of episodes (docs/decisions/015-bulk-import.md): CSV with a
// header row, or JSON (an array of objects). Pure text in, plain rows out; the episode schema
// (./schema.ts) judges every value afterwards, so nothing here checks what a value means.

/** The episode columns a file may carry, in the order the export writes them. */
export const EPISODE_COLUMNS = ["episode_number", "title", "description", "release_date", "duration", "status", "language", "quality", "thumbnail", "video_url"] as const;
export type EpisodeColumn = (typeof EPISODE_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 1000;
export const MAX_IMPORT_CHARS = 2_000_000;

export type ImportServer = { label: string; url: string; type?: string };
/** One data row as the file gave it: `row` counts data rows from 1; absent columns stay absent. */
export type RawEpisodeRow = { row: number; values: Partial<Record<EpisodeColumn, unknown>> & { servers?: unknown } };
export type ParsedFile = { ok: true; rows: RawEpisodeRow[] } | { ok: false; problem: string };

const SERVER_COLUMN = /^server(\d+)_(label|url|type)$/;

/** RFC 4180 records: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') (field += '"'), i++;
      else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") record.push(field), (field = "");
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field), records.push(record), (record = []), (field = "");
    } else field += char;
  }
  if (quoted) throw new Error("a quoted field is never closed");
  if (field !== "" || record.length > 0) record.push(field), records.push(record);
  // Blank lines carry nothing.
  return records.filter((fields) => fields.some((value) => value.trim() !== ""));
}

function rowsFromCsv(text: string): ParsedFile {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    return { ok: false, problem: `The CSV cannot be read: ${(error as Error).message}` };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, problem: "The file has no rows" };
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(EPISODE_COLUMNS as readonly string[]).includes(name) && !SERVER_COLUMN.test(name));
  if (unknown.length) return { ok: false, problem: `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}` };
  if (!names.includes("episode_number")) return { ok: false, problem: "The header row must name episode_number" };
  const hasServers = names.some((name) => SERVER_COLUMN.test(name));
  return {
    ok: true,
    rows: data.map((fields, index) => {
      const values: RawEpisodeRow["values"] = {};
      const servers = new Map<number, Record<string, string>>();
      names.forEach((name, column) => {
        const value = fields[column] ?? "";
        const server = SERVER_COLUMN.exec(name);
        if (!server) values[name as EpisodeColumn] = value;
        else if (value.trim() !== "") servers.set(Number(server[1]), { ...servers.get(Number(server[1])), [server[2]!]: value });
      });
      if (hasServers) values.servers = [...servers.entries()].sort(([a], [b]) => a - b).map(([, server]) => ({ label: server.label ?? "", url: server.url ?? "", type: server.type ?? "" }));
      return { row: index + 1, values };
    }),
  };
}

function rowsFromJson(text: string): ParsedFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "The JSON cannot be read" };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { episodes?: unknown } | null)?.episodes;
  if (!Array.isArray(list)) return { ok: false, problem: "The JSON must be a list of episodes" };
  return {
    ok: true,
    rows: list.map((item, index) => {
      const values: RawEpisodeRow["values"] = {};
      if (item && typeof item === "object" && !Array.isArray(item)) {
        for (const name of [...EPISODE_COLUMNS, "servers"] as const) if (name in item) values[name] = (item as Record<string, unknown>)[name];
      }
      return { row: index + 1, values };
    }),
  };
}

/** Reads an upload or pasted text; JSON when it starts with `[` or `{`, else CSV. */
export function parseEpisodeFile(text: string): ParsedFile {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: `The file is larger than ${MAX_IMPORT_CHARS / 1_000_000} MB` };
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (!trimmed) return { ok: false, problem: "Choose a file or paste CSV or JSON" };
  const parsed = trimmed.startsWith("[") || trimmed.startsWith("{") ? rowsFromJson(trimmed) : rowsFromCsv(trimmed);
  if (parsed.ok && parsed.rows.length === 0) return { ok: false, problem: "The file has no episode rows" };
  if (parsed.ok && parsed.rows.length > MAX_IMPORT_ROWS) return { ok: false, problem: `At most ${MAX_IMPORT_ROWS} episodes in one import (the file has ${parsed.rows.length})` };
  return parsed;
}

/** "Add episodes N to M": rows whose server link and title put the number in place of `{n}`. */
export function rangeRows(input: { from: number; to: number; urlPattern: string; titlePattern: string; label: string; description: string }): RawEpisodeRow[] {
  const rows: RawEpisodeRow[] = [];
  for (let n = input.from; n <= input.to; n++) {
    const fill = (pattern: string) => pattern.replaceAll("{n}", String(n));
    rows.push({ row: rows.length + 1, values: { episode_number: n, title: fill(input.titlePattern), description: fill(input.description), servers: [{ label: input.label, url: fill(input.urlPattern), type: "" }] } });
  }
  return rows;
}

export type ExportedEpisode = Record<EpisodeColumn, string | number | null> & { servers: { label: string; url: string; type: string }[] };

export const csvField = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV header and rows of episodes: one label/url/type column triple per server slot. */
export function episodesToCsv(episodes: ExportedEpisode[], serverSlots: number): string {
  const serverNames = Array.from({ length: serverSlots }, (_, i) => [`server${i + 1}_label`, `server${i + 1}_url`, `server${i + 1}_type`]).flat();
  const lines = [[...EPISODE_COLUMNS, ...serverNames].join(",")];
  for (const episode of episodes) {
    const servers = Array.from({ length: serverSlots }, (_, i) => episode.servers[i]).flatMap((server) => [server?.label ?? "", server?.url ?? "", server?.type ?? ""]);
    lines.push([...EPISODE_COLUMNS.map((name) => episode[name]), ...servers].map(csvField).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
