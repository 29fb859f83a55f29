// The episode fields by the names the API, the forms and the import files use; the way between a
// row and those names is read off the table (app/.server/db/field-names.ts).
import type { SQL } from "drizzle-orm";
import { fieldNamesOf } from "~/.server/db/field-names";
import { episodes } from "~/.server/db/schema";
import { EPISODE_COLUMNS } from "./import-format";

/** Every field of an episode a form, a call or a file gives, its number included. */
export const { fieldsOfRow: episodeFieldsOfRow, columnsOfFields: episodeColumnsOfFields } = fieldNamesOf(episodes, EPISODE_COLUMNS);

type WrittenColumn = Exclude<keyof typeof episodes.$inferSelect, "id" | "seriesId" | "episodeNumber" | "createdAt" | "updatedAt">;
const described = fieldNamesOf(
  episodes,
  EPISODE_COLUMNS.filter((name) => name !== "episode_number"),
);
/** The columns the bulk import writes besides the keys, in the table's order, each read by `read`. */
export const importedEpisodeColumns = (read: (name: string) => SQL<never>) =>
  described.columnsInTableOrder((name) => read(name)) as Record<WrittenColumn, SQL<never>>;
