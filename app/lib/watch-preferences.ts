// How a viewer watches (issue #51, decision 053): the audio an episode opens on, whether Next and
// the player's own "go on" pass over filler and recaps, and the language of a second subtitle
// track shown above the first (issue #82). Shared by the server, which applies a
// signed-in viewer's (their pages are never shared), and the browser, which applies an anonymous
// viewer's from cookies the page cache ignores.
import {
  AUDIO_PREFERENCE_COOKIE,
  type AudioPreference,
  audioPreferences,
  SECOND_SUBTITLES_COOKIE,
  SKIP_FILLER_COOKIE,
} from "./vocabulary/audio-preferences";
import type { ServerAudio } from "./vocabulary/server-audio";

export type WatchPreferences = { audio: AudioPreference; skipFiller: boolean; secondSubtitles: string | null };

export const NO_PREFERENCES: WatchPreferences = { audio: "any", skipFiller: false, secondSubtitles: null };

// A language tag as a cookie may carry one: the browser's cookie is input like any other.
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

/** The preferences parsed cookies name; anything unknown is no preference. */
export function watchPreferencesOf(cookies: Record<string, string | undefined>): WatchPreferences {
  const audio = cookies[AUDIO_PREFERENCE_COOKIE];
  return {
    audio: (audioPreferences as readonly string[]).includes(audio ?? "") ? (audio as AudioPreference) : "any",
    skipFiller: cookies[SKIP_FILLER_COOKIE] === "1",
    secondSubtitles: LANGUAGE_TAG.test(cookies[SECOND_SUBTITLES_COOKIE] ?? "") ? cookies[SECOND_SUBTITLES_COOKIE]! : null,
  };
}

/** The first of an episode's servers with this audio, or null when it has none (or no audio was asked for). */
export function serverOfAudio(servers: readonly { audio?: ServerAudio | null }[], audio: AudioPreference | ServerAudio): number | null {
  // A server saved before servers had audio is a sub, as migration 0024 made every one of them.
  if (audio === "any") return null;
  const index = servers.findIndex((server) => (server.audio ?? "sub") === audio);
  return index >= 0 ? index : null;
}

/** The episode Next leads to: the next one, or past filler and recaps for a viewer who skips them. */
export const nextEpisodeFor = (next: { any: number | null; story: number | null }, skipFiller: boolean) =>
  // Past the last story episode the filler is all there is left: Next still goes on.
  skipFiller ? (next.story ?? next.any) : next.any;

/** The anonymous browser's preferences, from its own cookies (in the browser only). */
export function browserWatchPreferences(): WatchPreferences {
  const pairs = document.cookie.split(/;\s*/).map((pair) => {
    const at = pair.indexOf("=");
    return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
  });
  return watchPreferencesOf(Object.fromEntries(pairs));
}
