// Where a viewer's private feeds are, and the addresses whose key is their only secret (a private
// feed's, a shared year's) cut short wherever they are written down.

/** Where the viewer's private feeds are, on this site. */
export const privateFeedPaths = (key: string) => ({
  episodes_rss: `/feeds/${key}/episodes.xml`,
  schedule_ical: `/feeds/${key}/schedule.ics`,
});

// A private feed's or a shared year's key, kept to its first characters where it could be read
// later (issue #34, decision 076).
const KEY_IN_PATH = /\/(feeds|y)\/([^/?#]{4})[^/?#]+/g;

/** Text to log or record, with any private feed or shared year address in it cut short: its key is its only secret. */
export const withPathKeysCut = (text: string) => text.replace(KEY_IN_PATH, "/$1/$2…");
