// Where a viewer's private feeds are, and their addresses cut short wherever they are written down.

/** Where the viewer's private feeds are, on this site. */
export const privateFeedPaths = (key: string) => ({
  episodes_rss: `/feeds/${key}/episodes.xml`,
  schedule_ical: `/feeds/${key}/schedule.ics`,
});

// A feed path's key, kept to its first characters where it could be read later (issue #34).
const FEED_KEY_IN_PATH = /\/feeds\/([^/?#]{4})[^/?#]+/g;

/** Text to log or record, with any private feed address in it cut short: its key is the feed's only secret. */
export const withFeedKeysCut = (text: string) => text.replace(FEED_KEY_IN_PATH, "/feeds/$1…");
