// An episode's soft subtitles (docs/decisions/030-streams.md): each a language, a label and where
// the WebVTT file is, uploaded (`/uploads/<hash>.vtt`) or linked. The API and JSON files carry
// `[{"lang": "en", "label": "English", "url": "..."}]`; the admin form's textarea and a CSV cell
// carry the same as lines of `lang | label | url`, read by the same schema.
import { z } from "zod";
import { languageTag } from "./alt-titles";
import { hasHiddenCharacters, isHttpUrl, requiredText } from "./schema-fields";

export type SubtitleTrack = { lang: string; label: string; url: string };

export const MAX_SUBTITLE_TRACKS = 20;
const UPLOADED_TRACK = /^\/uploads\/[a-f0-9]{64}\.vtt$/;
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
      return { lang, label, url: url.join("|") };
    });
}

/** The list as `lang | label | url` lines, for the form's textarea and a CSV cell. */
export const subtitleTracksToLines = (tracks: readonly SubtitleTrack[]) =>
  tracks.map(({ lang, label, url }) => `${lang} | ${label} | ${url}`).join("\n");

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
