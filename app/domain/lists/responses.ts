// What the list calls answer, to the API and the pages alike.
import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";
import { LIST_PROGRESS_MAX, LIST_SCORE_MAX, listStatuses } from "~/lib/vocabulary/list-statuses";

const externalId = z.number().int().nullable();

export const ListEntry = z
  .object({
    series: z.object({
      id: rowId,
      slug: z.string(),
      title: z.string(),
      cover: z.string().meta({ description: "The cover, else the image, else the placeholder" }),
      episodes: z.number().int().meta({ description: "How many episodes the catalogue has of it" }),
      mal_id: externalId,
      anilist_id: externalId,
    }),
    status: z.enum(listStatuses),
    score: z.number().int().min(1).max(LIST_SCORE_MAX).nullable(),
    progress: z.number().int().min(0).max(LIST_PROGRESS_MAX).meta({ description: "Episodes watched" }),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: "ListEntry" });
export type ListEntryView = z.infer<typeof ListEntry>;

export const RemovedListEntry = z.object({ series_id: rowId, removed: z.boolean() }).meta({ id: "RemovedListEntry" });

export const ListImportResult = z
  .object({
    dry_run: z.boolean(),
    matched: z.number().int().meta({ description: "Entries whose MyAnimeList id a series of the catalogue has" }),
    added: z.number().int().meta({ description: "Matched entries not on the list before" }),
    updated: z.number().int().meta({ description: "Matched entries on the list with another status, score or progress" }),
    unchanged: z.number().int().meta({ description: "Matched entries the list already holds as they are" }),
    not_found: z.number().int(),
    not_found_entries: z
      .array(z.object({ mal_id: z.number().int(), title: z.string() }))
      .meta({ description: "The entries no series of the catalogue has the MyAnimeList id of" }),
  })
  .meta({ id: "ListImportResult" });
export type ListImportView = z.infer<typeof ListImportResult>;
