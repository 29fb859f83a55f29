// The series fields an admin edits, by the names the API, the forms and the import files use; the
// way between a row and those names is read off the table (app/.server/db/field-names.ts).
import type { SQL } from "drizzle-orm";
import { fieldNamesOf } from "~/.server/db/field-names";
import { series } from "~/.server/db/schema";
import type { FollowedField } from "~/lib/vocabulary/series-sources";
import { SERIES_COLUMNS, type SeriesColumn } from "./import-format";

const NOT_EDITED = ["id", "slug", "genres"] as const;
/** The fields an admin edits: the import format's columns but the keys (id, slug) and the genres, which are links. */
export const EDITABLE_SERIES_FIELDS = SERIES_COLUMNS.filter(
  (column): column is Exclude<SeriesColumn, (typeof NOT_EDITED)[number]> => !(NOT_EDITED as readonly string[]).includes(column),
);
export type SeriesField = (typeof EDITABLE_SERIES_FIELDS)[number];

export const { fieldsOfRow, columnsOfFields } = fieldNamesOf(series, EDITABLE_SERIES_FIELDS);

type WrittenColumn = Exclude<
  keyof typeof series.$inferSelect,
  | "id"
  | "createdAt"
  | "updatedAt"
  | "members"
  | "scoreVotes"
  | "scoreTotal"
  | "score"
  | "episodesSub"
  | "episodesDub"
  | "source"
  | "followedFields"
  | "genreList"
>;
const imported = fieldNamesOf(series, [...EDITABLE_SERIES_FIELDS, "slug", "search_terms", "alt_search_terms"]);
/** What the bulk import writes of a series: its fields, and the slug and search terms it works out (every column but the id, the times and the list counts its triggers keep). */
export const importedSeriesColumns = (read: (name: string, isJson: boolean) => SQL<never>) =>
  imported.columnsInTableOrder(read) as Record<WrittenColumn, SQL<never>>;

/** The columns of the fields a series may follow its source in (app/lib/source-following.ts), by field. */
export const followableColumns = {
  description: series.description,
  status: series.status,
  type: series.type,
  season: series.season,
  year: series.year,
  studio: series.studio,
  tags: series.tags,
} satisfies Record<FollowedField, unknown>;
