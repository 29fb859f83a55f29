// "How I watch" under the episode's servers (decision 053): the audio an episode opens on,
// whether Next passes filler and recaps, and a second subtitle language shown above the first (#82). A plain form, so it works without JavaScript; the route
// (app/routes/watching.tsx) keeps the choice and comes back to this episode on the chosen audio.
// A form of the document, not the router's: the player's island draws it without a router.
import { audioLabel } from "~/i18n/catalogue-labels";
import { localized } from "~/lib/locale-paths";
import { type AudioPreference, audioPreferences } from "~/lib/vocabulary/audio-preferences";
import type { ServerAudio } from "~/lib/vocabulary/server-audio";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import type { WatchPreferences } from "~/lib/watch-preferences";
import { m } from "~/paraglide/messages";

const audioChoice = (audio: AudioPreference) =>
  audio === "any" ? m.watching_audio_any() : audioLabel(`${audio[0]!.toUpperCase()}${audio.slice(1)}`);

type FormProps = { preferences: WatchPreferences; serverAudios: ServerAudio[]; subtitles: SubtitleTrack[]; returnTo: string };

/** The second-language choices: each language of the episode's tracks (named by its first track), and the one kept if this episode lacks it. */
function secondLanguages(subtitles: SubtitleTrack[], kept: string | null) {
  const byLanguage = new Map<string, string>();
  for (const { lang, label } of subtitles) if (!byLanguage.has(lang)) byLanguage.set(lang, label);
  if (kept && !byLanguage.has(kept)) byLanguage.set(kept, kept);
  return [...byLanguage];
}

export function WatchPreferencesForm({ preferences, serverAudios, subtitles, returnTo }: FormProps) {
  const languages = secondLanguages(subtitles, preferences.secondSubtitles);
  return (
    <form
      method="post"
      action={localized("/watching")}
      // Drawn again with the browser's own choice once it is read after hydration.
      key={`${preferences.audio}-${preferences.skipFiller}-${preferences.secondSubtitles}`}
      className="mx-auto flex max-w-[720px] flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm"
      aria-label={m.watching_heading()}
      data-watch-preferences=""
    >
      <label className="flex items-center gap-2">
        {m.watching_audio_label()}
        <select name="audio_preference" defaultValue={preferences.audio} className="field w-auto py-1">
          {audioPreferences.map((audio) => (
            <option key={audio} value={audio}>
              {audioChoice(audio)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="skip_filler" value="1" defaultChecked={preferences.skipFiller} />
        {m.watching_skip_filler()}
      </label>
      {languages.length > 0 ? (
        <label className="flex items-center gap-2">
          {m.watching_second_subtitles()}
          <select name="secondary_subtitle_language" defaultValue={preferences.secondSubtitles ?? ""} className="field w-auto py-1">
            <option value="">{m.watching_second_subtitles_none()}</option>
            {languages.map(([lang, label]) => (
              <option key={lang} value={lang}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <input type="hidden" name="server_audios" value={serverAudios.join(",")} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" className="btn-ghost px-3 py-1">
        {m.watching_save()}
      </button>
    </form>
  );
}

/** The note under the servers when the episode has none of the audio the viewer wanted. */
export function MissingAudioNote({ audio }: { audio: ServerAudio | null }) {
  // Raw is never a preference, so only a missing sub or dub is said.
  if (audio !== "dub" && audio !== "sub") return null;
  return (
    <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-400" data-missing-audio={audio}>
      {audio === "dub" ? m.watching_no_dub() : m.watching_no_sub()}
    </p>
  );
}
