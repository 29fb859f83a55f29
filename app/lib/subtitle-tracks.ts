// An episode's soft subtitles (docs/decisions/030-streams.md): each a language, a label and where
// the WebVTT file is, uploaded (`/uploads/<hash>.vtt`) or linked; an uploaded ASS/SSA track also
// names the file as uploaded (`ass_url`, `/uploads/<hash>.ass`, decision 070), which the site's
// player draws, the WebVTT being its copy for everything else. The API and JSON files carry
// `[{"lang": "en", "label": "English", "url": "...", "ass_url": "..."}]`; the admin form's
// textarea and a CSV cell carry the same as lines of `lang | label | url[ | ass_url]`, read by the
// same schema.
import { z } from "zod";
import { languageTag } from "./alt-titles";
import { hasHiddenCharacters, isHttpUrl, requiredText } from "./schema-fields";

export type SubtitleTrack = { lang: string; label: string; url: string; ass_url?: string };

export const MAX_SUBTITLE_TRACKS = 20;
const UPLOADED_TRACK = /^\/uploads\/[a-f0-9]{64}\.vtt$/;
const UPLOADED_ASS = /^\/uploads\/[a-f0-9]{64}\.ass$/;
const NO_LANGUAGE = "Each subtitle track needs a language, written as lang | label | link (en | English | https://…)";

const withoutHidden = (what: string) =>
  [(text: string) => !hasHiddenCharacters(text), `${what} cannot contain control characters or text-direction controls`] as const;

const SubtitleTrackInput = z.object(
  {
    lang: languageTag(NO_LANGUAGE),
    // "|" separates a CSV cell's or the form's fields, a line break its tracks (issue #34).
    label: requiredText("Subtitle label", 50)
      .refine(...withoutHidden("Subtitle label"))
      .refine((label) => !label.includes("|"), "Subtitle label cannot contain |"),
    url: z
      .string({ error: "Subtitle link is required" })
      .trim()
      .max(2000)
      .refine(...withoutHidden("Subtitle link"))
      .refine((url) => UPLOADED_TRACK.test(url) || isHttpUrl(url), "Subtitle link must be an uploaded track or an http(s) link"),
    ass_url: z
      .string()
      .regex(UPLOADED_ASS, "A subtitle track's ASS file must be one uploaded to the site (/uploads/….ass)")
      .optional()
      .meta({ description: "The track as uploaded in ASS/SSA, drawn with its typesetting by the site's player" }),
  },
  { error: "Each subtitle track is a language, a label and a link" },
);

/** Lines of `lang | label | url` as the list the API takes. */
export function subtitleTracksFromLines(text: string): Partial<SubtitleTrack>[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [lang = "", label = "", ...url] = line.split("|").map((part) => part.trim());
      // An uploaded ASS file is the last part; a link may hold a "|" of its own.
      const ass = url.length > 1 && UPLOADED_ASS.test(url.at(-1)!) ? url.pop() : undefined;
      return { lang, label, url: url.join("|"), ...(ass ? { ass_url: ass } : {}) };
    });
}

/** The list as `lang | label | url` lines, for the form's textarea and a CSV cell. */
export const subtitleTracksToLines = (tracks: readonly SubtitleTrack[]) =>
  tracks.map(({ lang, label, url, ass_url }) => [lang, label, url, ...(ass_url ? [ass_url] : [])].join(" | ")).join("\n");

/** The API's list, or the form's and CSV's lines. */
export const subtitleTracksField = z.preprocess(
  (value) => (typeof value === "string" ? subtitleTracksFromLines(value) : value),
  z
    .array(SubtitleTrackInput, { error: "Subtitles must be a list" })
    .max(MAX_SUBTITLE_TRACKS, `At most ${MAX_SUBTITLE_TRACKS} subtitle tracks`),
);

/** Adding one track: a language and a label, with a link or (beside it, as a file) an upload. */
export const AddSubtitleInput = z.object({
  lang: SubtitleTrackInput.shape.lang,
  label: SubtitleTrackInput.shape.label,
  url: z.preprocess((value) => (value === "" ? undefined : value), SubtitleTrackInput.shape.url.optional()),
});
export type AddSubtitle = z.infer<typeof AddSubtitleInput>;
