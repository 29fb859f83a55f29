// Where AniList and MyAnimeList send a viewer back (decision 060): one page per provider, at the
// address each app was registered with. The login page knows it too, to say what signing in finishes.

/** The path a provider sends the viewer back to. */
export const trackerCallbackPath = (provider: string) => `/trackers/${provider}/callback`;

/** Whether a path of this site is a provider's way back, waiting for its viewer to sign in. */
export const isTrackerCallback = (path: string) => /^\/trackers\/[a-z]+\/callback\?/.test(path);
