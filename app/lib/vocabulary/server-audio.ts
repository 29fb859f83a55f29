// What a viewer hears on a server of an episode (decision 049): the original audio with subtitles,
// a dub, or the original without subtitles. Stored and sent as these words; pages name them in
// their language.
export const serverAudios = ["sub", "dub", "raw"] as const;
export type ServerAudio = (typeof serverAudios)[number];

/**
 * The audio an episode's `language` (Sub, Dub, Raw; decision 003) stands for: what a server given
 * without its audio takes, and what migration 0024 gave every server there was. No language is sub.
 */
export function audioOfLanguage(language: string | null | undefined): ServerAudio {
  const audio = language?.toLowerCase();
  return audio === "dub" || audio === "raw" ? audio : "sub";
}
