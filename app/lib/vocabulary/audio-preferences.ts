// Which audio a viewer wants to open an episode on (issue #51, decision 053): no preference (the
// episode's first server), subtitled or dubbed. Kept on the account and, for anonymous viewers, in
// a cookie only the browser reads, so it never makes a shared page personal.
export const audioPreferences = ["any", "sub", "dub"] as const;
export type AudioPreference = (typeof audioPreferences)[number];

/** The anonymous browser's choices; workers/page-lookup.ts lets both through to shared pages. */
export const AUDIO_PREFERENCE_COOKIE = "audio_preference";
export const SKIP_FILLER_COOKIE = "skip_filler";
export const SECOND_SUBTITLES_COOKIE = "secondary_subtitle_language";
