// Which audio a viewer wants to open an episode on (issue #51): no preference (the episode's first
// server), subtitled or dubbed. Kept on the account and, for anonymous viewers, in a cookie the
// browser reads, never one that makes a page personal.
export const audioPreferences = ["any", "sub", "dub"] as const;
export type AudioPreference = (typeof audioPreferences)[number];
