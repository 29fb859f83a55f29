import { redirect } from "react-router";
import { setWatchPreferences } from "~/domain/users/account.server";
import { WatchPreferencesChoice } from "~/domain/users/schema";
import { choiceCookie } from "~/lib/cookies";
import { safeRedirectPath, sitePathUrl } from "~/lib/redirects";
import { AUDIO_PREFERENCE_COOKIE, SECOND_SUBTITLES_COOKIE, SKIP_FILLER_COOKIE } from "~/lib/vocabulary/audio-preferences";
import { NO_PREFERENCES, serverOfAudio, type WatchPreferences } from "~/lib/watch-preferences";
import { type ServerAudio, serverAudios } from "~/lib/vocabulary/server-audio";
import { readForm, runButtonForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { readViewer } from "~/web/viewer.server";
import type { Route } from "./+types/watching";

/**
 * The episode page's "how I watch" form (decision 053), with or without JavaScript: the choice goes
 * on a signed-in viewer's account and into this browser's cookies, which the page cache lets
 * through (the browser, not the shared page, applies them). Then back to the page, on the server of
 * the chosen audio when the form lists the episode's (`server_audios`), so it shows at once, JavaScript or not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const session = await readViewer(request, app);
  let chosen: WatchPreferences = NO_PREFERENCES;
  await runButtonForm(form, WatchPreferencesChoice, async ({ audio_preference, skip_filler, secondary_subtitle_language }) => {
    chosen = { audio: audio_preference, skipFiller: skip_filler, secondSubtitles: secondary_subtitle_language };
    if (session.state === "signed-in") await setWatchPreferences(app, session.viewer.id, chosen);
  });
  const headers = new Headers();
  headers.append("Set-Cookie", choiceCookie(request, AUDIO_PREFERENCE_COOKIE, chosen.audio === "any" ? null : chosen.audio));
  headers.append("Set-Cookie", choiceCookie(request, SKIP_FILLER_COOKIE, chosen.skipFiller ? "1" : null));
  headers.append("Set-Cookie", choiceCookie(request, SECOND_SUBTITLES_COOKIE, chosen.secondSubtitles));
  return redirect(backOnChosenServer(safeRedirectPath(form.get("redirectTo")), form.get("server_audios"), chosen), { headers });
}

/** The page posted from, naming the first server of the chosen audio when it is not the first one. */
function backOnChosenServer(path: string, audiosField: FormDataEntryValue | null, chosen: WatchPreferences) {
  const audios = typeof audiosField === "string" ? audiosField.split(",") : [];
  const known = (audio: string) => ((serverAudios as readonly string[]).includes(audio) ? (audio as ServerAudio) : null);
  const index = serverOfAudio(
    audios.map((audio) => ({ audio: known(audio) })),
    chosen.audio,
  );
  if (!index) return path;
  const url = sitePathUrl(path);
  url.searchParams.set("server", String(index));
  return `${url.pathname}${url.search}#player`;
}

export function loader() {
  return redirect("/");
}
