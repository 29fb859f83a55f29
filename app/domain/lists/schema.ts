// What the list calls take, from the API and the pages alike: an entry's status, score and
// progress; a page of the list; an import's preview or write; an export's format.
import { z } from "zod";
import { LIST_PROGRESS_MAX, LIST_SCORE_MAX, listStatuses, listStatusLabels } from "~/lib/vocabulary/list-statuses";
import { idField, optionalInt, pageFields } from "~/lib/schema-fields";

/** A series shows a score once this many viewers scored it: one or two viewers' taste is not a score (migration 0018's triggers). */
export const SCORE_MIN_VOTES = 3;
/** Watched this share of an episode is finished: the list's progress moves up to it (the credits need not play). */
export const FINISHED_SHARE = 0.9;
/** Whether `position` of `duration` seconds is the episode finished. */
export const isFinished = (position: number, duration: number) => position >= FINISHED_SHARE * duration;

/** List pages: the API's most at once, and the page's. */
export const LIST_API_LIMIT = 100;
export const LIST_PAGE_SIZE = 24;

const statusField = z.enum(listStatuses, { error: `Status must be one of: ${Object.values(listStatusLabels).join(", ")}` });

/** An entry as the viewer sets it: a status, and optionally a score (empty or null is none) and the episodes watched. */
export const ListEntryInput = z.object({
  status: statusField,
  score: optionalInt("Score", 1, LIST_SCORE_MAX),
  progress: optionalInt("Progress", 0, LIST_PROGRESS_MAX),
});
export type ListEntryChange = z.infer<typeof ListEntryInput>;

export const ListQuery = z.object({
  status: statusField.optional(),
  ...pageFields(LIST_API_LIMIT),
});
export type ListWindow = z.infer<typeof ListQuery>;

export const ListImportQuery = z.object({
  dry_run: z.enum(["true", "false"], { error: "dry_run must be true or false" }).optional(),
});

export const listExportFormats = ["mal", "json"] as const;
export const ListExportQuery = z.object({
  format: z
    .enum(listExportFormats, { error: "format must be mal or json" })
    .default("json")
    .describe("mal: MyAnimeList's XML export (series with a MyAnimeList id); json: every entry"),
});

/** The My List page's import, first step: the chosen export file, counted and shown before anything is written. */
export const ListFileChoice = z.object({
  file: z.instanceof(File, { error: "Choose your MyAnimeList export file" }).refine((file) => file.size > 0, {
    error: "Choose your MyAnimeList export file",
  }),
});

/**
 * The confirm: the file's text the preview sent back, read again before anything is written. A form
 * sends each line break as CRLF: back to the file's own, so it is the size it was.
 */
export const ListImportConfirm = z.object({ payload: z.string().transform((text) => text.replace(/\r\n?/g, "\n")) });

/** The list controls on the series and episode pages (app/components/lists/list-entry-form.tsx). */
export const ListEntryForm = z.discriminatedUnion(
  "intent",
  [
    ListEntryInput.extend({ intent: z.literal("save"), series_id: idField("Series") }),
    z.object({ intent: z.literal("remove"), series_id: idField("Series") }),
  ],
  { error: "Unknown action" },
);
