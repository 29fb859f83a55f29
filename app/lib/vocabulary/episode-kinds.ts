// What an episode is to the story (issue #51): canon (the default), filler, a recap, or mixed
// (part canon, part filler), as MyAnimeList and the published filler lists tell them apart. Stored
// and sent as these words; pages name them in their language.
export const episodeKinds = ["canon", "filler", "recap", "mixed"] as const;
export type EpisodeKind = (typeof episodeKinds)[number];

/** The kinds a viewer who skips filler passes over on Next and when the player goes on by itself. */
export const skippedKinds: readonly EpisodeKind[] = ["filler", "recap"];
