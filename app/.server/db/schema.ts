// The whole data model. Migrations in migrations/ are generated from this file by drizzle-kit
// and are append-only: change a table here, then `npm run db:generate -- --name verb_noun`.
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adPlacements } from "~/lib/vocabulary/ad-placements";
import { seriesRatings } from "~/lib/vocabulary/series";
import type { AltTitle } from "~/lib/alt-titles";
import type { TranslatedSynopses } from "~/lib/translated-synopses";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import { listStatuses, type ListStatus } from "~/lib/vocabulary/list-statuses";
import { playerReportReasons, playerReportStatuses } from "~/lib/vocabulary/player-reports";
import { top10Periods } from "~/lib/vocabulary/top10-periods";
import { uploadKinds } from "~/lib/vocabulary/upload-limits";
import { securityEventKinds } from "~/lib/vocabulary/security-events";
import { titleLanguages } from "~/lib/vocabulary/title-languages";
import { episodeKinds } from "~/lib/vocabulary/episode-kinds";
import { audioPreferences } from "~/lib/vocabulary/audio-preferences";
import { serverAudios } from "~/lib/vocabulary/server-audio";
import { listServices, seriesSources } from "~/lib/vocabulary/series-sources";
import { relationKinds } from "~/lib/vocabulary/series-relations";
import type { FollowedField, SeriesIdKind } from "~/lib/vocabulary/series-sources";
import { spoilerGuards } from "~/lib/vocabulary/spoiler-guards";
import { SEGMENT_KINDS, type SegmentKind } from "~/lib/vocabulary/segment-kinds";

// ISO-8601 UTC with milliseconds, so text order is time order.
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(nowIso);
const updatedAt = () => text("updated_at").notNull().default(nowIso);
const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
// An intro and an outro in seconds from the episode's start (app/lib/skip-ranges.ts): an
// episode's own, or on a series the default its episodes fall back on.
const skipRanges = () => ({
  introStart: integer("intro_start"),
  introEnd: integer("intro_end"),
  outroStart: integer("outro_start"),
  outroEnd: integer("outro_end"),
});

export const series = sqliteTable(
  "series",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    // JSON object of the synopsis in other languages, by language (app/lib/translated-synopses.ts).
    descriptions: text("descriptions", { mode: "json" }).$type<TranslatedSynopses>().notNull().default(sql`'{}'`),
    coverImage: text("cover_image"),
    image: text("image"),
    // JSON array of trimmed, non-empty strings.
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    // JSON array of {lang, title}: the series' other titles, each with its BCP 47 language tag.
    altTitles: text("alt_titles", { mode: "json" }).$type<AltTitle[]>().notNull().default(sql`'[]'`),
    // The main title's and the alternative titles' character pairs as FTS tokens
    // (app/lib/title-search.ts), indexed by series_search as two columns so search can rank a
    // match in the main title above one in another title (docs/decisions/035-search-relevance.md).
    searchTerms: text("search_terms").notNull().default(""),
    altSearchTerms: text("alt_search_terms").notNull().default(""),
    season: text("season"),
    status: text("status"),
    network: text("network"),
    type: text("type"),
    year: integer("year"),
    studio: text("studio"),
    language: text("language"),
    // The series' entries on MyAnimeList, AniList and Bangumi (app/lib/external-ids.ts): what list
    // imports, sync tools and metadata sources key on. Each unique when set.
    malId: integer("mal_id"),
    anilistId: integer("anilist_id"),
    bangumiId: integer("bangumi_id"),
    featured: flag("featured"),
    isNew: flag("is_new"),
    showInLatest: flag("show_in_latest"),
    showInCompleted: flag("show_in_completed"),
    ...skipRanges(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Viewers' lists (list_entries), kept by its triggers (migration 0018), never
    // written by the app (last, as the import's INSERT ... SELECT lists them): how many lists hold the
    // series, its scores' count and sum, and their mean once enough viewers scored it (else null).
    members: integer("members").notNull().default(0),
    scoreVotes: integer("score_votes").notNull().default(0),
    scoreTotal: integer("score_total").notNull().default(0),
    score: real("score"),
    // Episodes with at least one server of that audio (decision 049), kept by the triggers on
    // episode_servers and episodes (migration 0024), never written by the app: cards and the
    // "has a dub" filter read them off the row.
    episodesSub: integer("episodes_sub").notNull().default(0),
    episodesDub: integer("episodes_dub").notNull().default(0),
    // The catalogue a series added from AniList or MyAnimeList follows, and which of its fields
    // still follow it: a field the admin edits here leaves the list, and a refresh writes only
    // those listed (app/lib/source-following.ts, decision 059). Null and [] for a
    // series typed by hand. Last, as the import's INSERT ... SELECT lists them.
    source: text("source", { enum: seriesSources }),
    followedFields: text("followed_fields", { mode: "json" }).$type<FollowedField[]>().notNull().default(sql`'[]'`),
    // The series' trailer where it is watched (a YouTube or Dailymotion page, as AniList names it).
    trailerUrl: text("trailer_url"),
    // Its genres as a card shows them, `[[id, name], ...]`, kept by triggers on series_genres and
    // genres (migration 0038): a card reads its row alone, not two more tables (issue #70).
    genreList: text("genre_list").notNull().default("[]"),
    // Its content rating on MyAnimeList's scale, null when unknown (issue #84; app/lib/vocabulary/series.ts).
    rating: text("rating", { enum: seriesRatings }),
  },
  // Every list pages newest-updated first, so each filter and home flag is indexed with
  // updated_at; A to Z reads titles by first letter (docs/decisions/008-catalogue-at-scale.md).
  (t) => [
    uniqueIndex("series_slug_unique").on(t.slug),
    index("series_status_idx").on(t.status, t.updatedAt),
    index("series_updated_at_idx").on(t.updatedAt),
    index("series_type_idx").on(t.type, t.updatedAt),
    index("series_network_idx").on(t.network, t.updatedAt),
    index("series_season_idx").on(t.season, t.updatedAt),
    index("series_featured_idx").on(t.featured, t.updatedAt),
    index("series_is_new_idx").on(t.isNew, t.updatedAt),
    index("series_latest_idx").on(t.showInLatest, t.updatedAt),
    index("series_completed_idx").on(t.showInCompleted, t.updatedAt),
    index("series_title_idx").on(sql`${t.title} COLLATE NOCASE`),
    // The main titles that start with a search, as one range of their terms, with what ranks them
    // (title-match.server.ts startRange): a common word's page reads this index, not its series rows.
    index("series_search_start_idx").on(t.searchTerms, sql`${t.title} COLLATE NOCASE`),
    index("series_members_idx").on(t.members, t.updatedAt),
    index("series_score_idx").on(t.score, t.updatedAt),
    // "Has a dub" (browse and the API): only the dubbed series, newest-updated first.
    index("series_dub_updated_idx").on(t.updatedAt).where(sql`${t.episodesDub} > 0`),
    uniqueIndex("series_mal_id_unique").on(t.malId),
    uniqueIndex("series_anilist_id_unique").on(t.anilistId),
    uniqueIndex("series_bangumi_id_unique").on(t.bangumiId),
    // The daily upkeep's airing series that follow a source, read without a scan.
    index("series_following_idx").on(t.status).where(sql`${t.source} IS NOT NULL`),
    // The few rated series a cap keeps out, counted off a list's kept count (app/domain/rating-caps/shown.server.ts).
    index("series_rating_idx").on(t.rating).where(sql`${t.rating} IS NOT NULL`),
    index("series_letter_idx").on(
      sql`(CASE WHEN upper(substr(${t.title}, 1, 1)) BETWEEN 'A' AND 'Z' THEN upper(substr(${t.title}, 1, 1)) ELSE '#' END)`,
      sql`${t.title} COLLATE NOCASE`,
    ),
  ],
);

/** A series' id at each of its sources, as a column: how the lookup, an import and a tracker's list find it. */
export const seriesIdAtSource = { anilist: series.anilistId, mal: series.malId, bangumi: series.bangumiId } as const satisfies Record<
  SeriesIdKind,
  unknown
>;

export const genres = sqliteTable(
  "genres",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [uniqueIndex("genres_name_unique").on(sql`${t.name} COLLATE NOCASE`)],
);

export const seriesGenres = sqliteTable(
  "series_genres",
  {
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    genreId: integer("genre_id")
      .notNull()
      .references(() => genres.id, { onDelete: "cascade" }),
  },
  // (genre_id, series_id) covers the genre filter: the series of a genre without reading the table.
  (t) => [primaryKey({ columns: [t.seriesId, t.genreId] }), index("series_genres_genre_idx").on(t.genreId, t.seriesId)],
);

/**
 * Each series' row of series like it (decision 061), best first, as the daily rebuild last found
 * it: one row a series, its ids as a JSON array, so a rebuild rewrites only the series whose row
 * moved and the series page reads it with the series in its one batch.
 */
export const similarSeries = sqliteTable("similar_series", {
  seriesId: integer("series_id")
    .primaryKey()
    .references(() => series.id, { onDelete: "cascade" }),
  similarIds: text("similar_ids", { mode: "json" }).$type<number[]>().notNull(),
});

// A franchise's links (issue #85, decision 075): `related` is the `kind` of `series` (its sequel,
// its side story). Kept both ways, each link beside its inverse, so a franchise is walked from
// any of its series along the key alone.
export const seriesRelations = sqliteTable(
  "series_relations",
  {
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: relationKinds }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.relatedId] }), index("series_relations_related_idx").on(t.relatedId)],
);

// The series whose relations an admin set: a refresh from the source leaves them, and the links
// that touch them, as the admin left them (decision 059's rule for fields, held for relations).
export const seriesRelationsSetByAdmin = sqliteTable("series_relations_set_by_admin", {
  seriesId: integer("series_id")
    .primaryKey()
    .references(() => series.id, { onDelete: "cascade" }),
  setAt: createdAt(),
});

export const episodes = sqliteTable(
  "episodes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    episodeNumber: integer("episode_number").notNull(),
    title: text("title"),
    description: text("description"),
    thumbnail: text("thumbnail"),
    releaseDate: text("release_date"), // YYYY-MM-DD
    duration: text("duration"),
    status: text("status"),
    language: text("language"),
    quality: text("quality"),
    videoUrl: text("video_url"),
    // Canon, filler, recap or mixed (issue #51): marked on the pages, skipped on Next when the viewer asks.
    kind: text("kind", { enum: episodeKinds }).notNull().default("canon"),
    ...skipRanges(),
    // JSON array of {lang, label, url}: soft subtitles, uploaded WebVTT (/uploads/…) or linked.
    subtitles: text("subtitles", { mode: "json" }).$type<SubtitleTrack[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("episodes_series_number_unique").on(t.seriesId, t.episodeNumber),
    // A series' newest episodes, and those added since a viewer followed it (My List, the bell).
    index("episodes_series_created_idx").on(t.seriesId, t.createdAt),
    // The daily upload sweep reads only the episodes that name subtitle tracks.
    index("episodes_subtitled_idx").on(t.id).where(sql`${t.subtitles} <> '[]'`),
  ],
);

export const episodeServers = sqliteTable(
  "episode_servers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    url: text("url").notNull(),
    type: text("type").notNull().default(""),
    // What a viewer hears (decision 049): subtitled, dubbed or raw; a dub's language as a BCP 47 tag.
    audio: text("audio", { enum: serverAudios }).notNull().default("sub"),
    audioLang: text("audio_lang"),
  },
  (t) => [index("episode_servers_episode_idx").on(t.episodeId, t.position)],
);

// A viewer's word that an episode's player is broken; queued for the admins (docs/decisions/012).
// Skip segments viewers sent for an episode (issue #82, decision 068), and their votes: one an
// account, `votes` kept on the segment as their sum, so serving reads one row a segment.
export const viewerSegments = sqliteTable(
  "viewer_segments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SEGMENT_KINDS }).notNull(),
    start: real("start").notNull(),
    end: real("end").notNull(),
    votes: integer("votes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("viewer_segments_episode_idx").on(t.episodeId, t.votes), index("viewer_segments_user_idx").on(t.userId, t.createdAt)],
);

export const segmentVotes = sqliteTable(
  "segment_votes",
  {
    segmentId: integer("segment_id")
      .notNull()
      .references(() => viewerSegments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 up, -1 down. */
    vote: integer("vote").notNull(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.userId] })],
);

export const playerReports = sqliteTable(
  "player_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    server: text("server"), // the label the viewer was watching; null when the episode has none
    reason: text("reason", { enum: playerReportReasons }).notNull(),
    note: text("note"),
    status: text("status", { enum: playerReportStatuses }).notNull().default("open"),
    // Only for the per-address limit; never shown.
    reporterIp: text("reporter_ip").notNull(),
    createdAt: createdAt(),
    fixedAt: text("fixed_at"),
  },
  (t) => [
    index("player_reports_status_idx").on(t.status, t.createdAt),
    index("player_reports_ip_idx").on(t.reporterIp, t.createdAt),
    index("player_reports_episode_idx").on(t.episodeId),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    dob: text("dob"),
    location: text("location"),
    mobile: text("mobile"),
    avatar: text("avatar"),
    blocked: flag("blocked"),
    // Which title of a series the viewer reads (decision 046).
    titleLanguage: text("title_language", { enum: titleLanguages }).notNull().default("as_named"),
    // How the viewer watches (issue #51): the audio an episode opens on, and whether Next passes filler.
    audioPreference: text("audio_preference", { enum: audioPreferences }).notNull().default("any"),
    skipFiller: flag("skip_filler"),
    // The language of a second subtitle track shown above the first (issue #82); null for none.
    secondSubtitles: text("secondary_subtitle_language"),
    createdAt: createdAt(),
    // What the viewer is done with, kept out of their browsing (decision 062).
    hideStatuses: text("hide_statuses", { mode: "json" }).$type<ListStatus[]>().notNull().default(sql`'[]'`),
    /** The kinds of skip segments the player passes over without a press (issue #82). */
    autoSkip: text("auto_skip", { mode: "json" }).$type<SegmentKind[]>().notNull().default(sql`'[]'`),
    // Which episodes' stills and synopses the viewer's pages and answers hold back (decision 062).
    spoilerGuard: text("spoiler_guard", { enum: spoilerGuards }).notNull().default("off"),
    // A household's profiles (issue #84, decision 074): a row with `account_id` is another profile of
    // that account, which signs in as the account and keeps its own list, history and choices in
    // every table keyed by user; the account's own row is its first profile. A profile's row has
    // no email or password of its own (empty): its `username` is the profile's name.
    accountId: integer("account_id").references((): AnySQLiteColumn => users.id, { onDelete: "cascade" }),
    /** The profile's own cap on content ratings (decision 073), below the site's; null for none. */
    ratingCap: text("rating_cap", { enum: seriesRatings }),
    /** The hash of the four digits that open the profile (decision 074); null for none. */
    pinHash: text("pin_hash"),
  },
  (t) => [
    // Names and emails are an account's: a profile's name is unique within its account alone.
    uniqueIndex("users_email_unique").on(sql`${t.email} COLLATE NOCASE`).where(sql`${t.accountId} IS NULL`),
    uniqueIndex("users_username_unique").on(sql`${t.username} COLLATE NOCASE`).where(sql`${t.accountId} IS NULL`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_account_idx").on(t.accountId).where(sql`${t.accountId} IS NOT NULL`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const admins = sqliteTable(
  "admins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    // Decision 038: once on, the admin signs in with a passkey only (a lost device: README's way back).
    requirePasskey: flag("require_passkey"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admins_username_unique").on(sql`${t.username} COLLATE NOCASE`)],
);
export type AdminRow = typeof admins.$inferSelect;

// Every signed-in session, user or admin; its id rides in the token as `sid`. A token whose row is
// gone is refused, so logout, a password change, blocking and "sign out everywhere" end it at once.
export const authSessions = sqliteTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId), index("auth_sessions_admin_idx").on(t.adminId)],
);

export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    // Kept when the author's account is deleted; the username is the name shown.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    content: text("content").notNull(),
    approved: flag("approved"),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_episode_idx").on(t.episodeId, t.approved, t.createdAt),
    index("comments_user_idx").on(t.userId),
    index("comments_created_at_idx").on(t.createdAt),
  ],
);

/** A weekly slot ("every Saturday at 19:00, episodes 5 onward, 12 weeks") and its entries. */
export const scheduleRuns = sqliteTable(
  "schedule_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    seriesId: integer("series_id").references(() => series.id, { onDelete: "set null" }),
    title: text("title"),
    firstDate: text("first_date").notNull(), // YYYY-MM-DD; its weekday is the run's
    lastDate: text("last_date").notNull(),
    airTime: text("air_time").notNull(),
    firstEpisode: integer("first_episode"),
    weeks: integer("weeks").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("schedule_runs_last_date_idx").on(t.lastDate)],
);

export const scheduleEntries = sqliteTable(
  "schedule_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Deleting a series keeps its entries with their title and drops the link.
    seriesId: integer("series_id").references(() => series.id, { onDelete: "set null" }),
    title: text("title"),
    airDate: text("air_date").notNull(), // YYYY-MM-DD
    airTime: text("air_time").notNull(), // HH:MM
    episodeNumber: integer("episode_number"),
    // An entry a weekly run made; editing the entry alone keeps it in the run.
    runId: integer("run_id").references(() => scheduleRuns.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("schedule_air_idx").on(t.airDate, t.airTime),
    index("schedule_series_idx").on(t.seriesId, t.episodeNumber),
    index("schedule_run_idx").on(t.runId, t.airDate),
  ],
);

export const top10Entries = sqliteTable(
  "top10_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    period: text("period", { enum: top10Periods }).notNull(),
    rank: integer("rank").notNull(),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    rating: real("rating").notNull().default(8),
  },
  (t) => [uniqueIndex("top10_period_rank_unique").on(t.period, t.rank), index("top10_series_idx").on(t.seriesId)],
);

// One row (id = 1): the about-contact record and the social links.
export const siteSettings = sqliteTable("site_settings", {
  id: integer("id").primaryKey(),
  announcement: text("announcement").notNull().default(""),
  about: text("about").notNull().default(""),
  contact: text("contact").notNull().default(""),
  privacyPolicy: text("privacy_policy").notNull().default(""),
  disclaimer: text("disclaimer").notNull().default(""),
  dmca: text("dmca").notNull().default(""),
  headerLogo: text("header_logo").notNull().default("/logo1.gif"),
  footerLogo: text("footer_logo").notNull().default("/logo1.gif"),
  telegram: text("telegram").notNull().default(""),
  youtube: text("youtube").notNull().default(""),
  instagram: text("instagram").notNull().default(""),
  discord: text("discord").notNull().default(""),
  /** Raw visit rows older than this are rolled into visit_days and deleted (workers/maintenance.ts). */
  visitRetentionDays: integer("visit_retention_days").notNull().default(90),
  // The highest content rating the site shows anyone but its admins, and visitors not signed in
  // (null: no lower than the site's); issue #84, decision 073.
  ratingCap: text("rating_cap", { enum: seriesRatings }).notNull().default("r_plus"),
  visitorRatingCap: text("visitor_rating_cap", { enum: seriesRatings }),
  updatedAt: updatedAt(),
});

/** One right-sized copy of an uploaded image, stored in R2 beside it (app/.server/storage/variants.ts). */
export type ImageVariant = { key: string; format: "avif" | "webp"; width: number; height: number; size: number };

// Every object stored in R2; uploaded GIF logos are listed from here as logo choices. An image's
// variants are R2 objects of their own, listed in its row (no row each): they come and go with it.
export const uploads = sqliteTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    kind: text("kind", { enum: uploadKinds }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    filename: text("filename"),
    // An image's upright size in pixels; null for subtitles and fonts.
    width: integer("width"),
    height: integer("height"),
    // Its variants; null until they are made (at upload, or by the backfill for older uploads).
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploads_kind_idx").on(t.kind, t.createdAt),
    // The backfill reads only the images still waiting for their variants.
    index("uploads_without_variants_idx").on(t.key).where(sql`${t.variants} IS NULL AND ${t.kind} NOT IN ('logo', 'subtitle', 'font')`),
  ],
);

// The fonts admins upload for the ASS tracks' renderer (decision 070), each by the family its name
// table gives, which an ASS style asks for; the file is an upload (`key`).
export const siteFonts = sqliteTable("site_fonts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  family: text("family").notNull().unique(),
  key: text("key").notNull(),
  createdAt: createdAt(),
});

export const visits = sqliteTable(
  "visits",
  {
    // A random safe integer: unique beside its time, the key's first column. Migration 0013 makes
    // the table WITHOUT ROWID, which drizzle cannot declare: keep that if this table is rebuilt.
    id: integer("id").notNull().default(sql`(abs(random() % 9007199254740992))`),
    visitTime: text("visit_time").notNull().default(nowIso),
    ip: text("ip"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    path: text("path"),
    howCame: text("how_came").notNull().default("direct"),
  },
  // Rows are stored in time order under their key alone, so a visit writes (and D1 bills) one
  // row, not a row and an index entry: a visit is written on a quarter of page views (issue #25).
  // The admin list, date filter and retention read the key; the filter by source scans.
  (t) => [primaryKey({ columns: [t.visitTime, t.id] })],
);

/**
 * Whole tables' row counts, kept by a trigger on every insert and delete (migration 0014): the
 * API's `X-Total-Count` of the unfiltered catalogue reads one row here, not every series (#25).
 */
export const tableCounts = sqliteTable("table_counts", {
  name: text("name").primaryKey(),
  rows: integer("rows").notNull(),
});

// Visits per day and source: what the charts read, and all that is left of visits past retention.
export const visitDays = sqliteTable(
  "visit_days",
  {
    day: text("day").notNull(), // YYYY-MM-DD, UTC
    howCame: text("how_came").notNull(),
    visits: integer("visits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.howCame] })],
);

export const episodeViewsDaily = sqliteTable(
  "episode_views_daily",
  {
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    day: text("day").notNull(), // YYYY-MM-DD
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.day] }), index("episode_views_day_idx").on(t.day)],
);

/**
 * A series' episode views of every finished day, summed: search's popularity signal for ranking
 * ties, read by key instead of summing a series' days. The daily maintenance adds each day once it
 * is over, so a view writes only its day's row (decision 054); today's views are not in it yet.
 */
export const seriesViews = sqliteTable("series_views", {
  seriesId: integer("series_id")
    .primaryKey()
    .references(() => series.id, { onDelete: "cascade" }),
  views: integer("views").notNull().default(0),
});

/** The last day a daily rollup has added (`series_views`: of episode_views_daily), so the next run adds only the days after it. */
export const rollups = sqliteTable("rollups", {
  name: text("name", { enum: ["series_views"] }).primaryKey(),
  through: text("through").notNull(), // YYYY-MM-DD
});

export const allowedIps = sqliteTable(
  "allowed_ips",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ip: text("ip").notNull(), // a single address or a CIDR range
    label: text("label"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("allowed_ips_ip_unique").on(t.ip)],
);

export const adSlots = sqliteTable(
  "ad_slots",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    placement: text("placement", { enum: adPlacements }).notNull(),
    title: text("title").notNull(),
    image: text("image"),
    link: text("link"),
    active: flag("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("ad_slots_placement_idx").on(t.placement, t.active)],
);

export const loginScopes = ["user", "admin"] as const;

export const failedLogins = sqliteTable(
  "failed_logins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope", { enum: loginScopes }).notNull(),
    // The account tried ("user:12", every alias of it), or the name typed when none matched ("name:kiko").
    identifier: text("identifier").notNull(),
    ip: text("ip").notNull(),
    attemptedAt: text("attempted_at").notNull().default(nowIso),
  },
  (t) => [
    index("failed_logins_account_idx").on(t.scope, t.identifier, t.attemptedAt),
    index("failed_logins_ip_idx").on(t.ip, t.attemptedAt),
  ],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminUsername: text("admin_username").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    detail: text("detail"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

// A signed-in viewer's list (issue #36): where each series stands for them, their score and how
// many episodes they have watched. The key leads with the viewer; the status index pages a tab of
// My List newest change first; the series index serves cascades. Its triggers keep series.members
// and the score (migration 0018).
export const listEntries = sqliteTable(
  "list_entries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    status: text("status", { enum: listStatuses }).notNull(),
    score: integer("score"),
    progress: integer("progress").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // When the entry became completed (null while it is not), kept by triggers on every way in
    // (migration 0052): a later score or progress edit leaves it, so a year's stats count it once.
    completedAt: text("completed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seriesId] }),
    index("list_entries_user_time_idx").on(t.userId, t.updatedAt),
    index("list_entries_user_status_idx").on(t.userId, t.status, t.updatedAt),
    index("list_entries_series_idx").on(t.seriesId),
  ],
);

// A signed-in viewer's followed series (My List, issue #22). The key leads with the viewer, for
// their list and the follow button; the series index answers follower counts.
export const follows = sqliteTable(
  "follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesId] }), index("follows_series_idx").on(t.seriesId)],
);

// Episodes a signed-in viewer has seen: opened, or marked read among their notifications. An
// episode of a followed series added since the follow and not here is "new" (My List, the bell).
export const seenEpisodes = sqliteTable(
  "seen_episodes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    seenAt: text("seen_at").notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.userId, t.episodeId] })],
);

// A viewer's private feeds (RSS of followed series' episodes, iCalendar of their schedule): the
// address is the user id and an HMAC of it with this nonce, so the address is never stored and a
// new nonce makes the old address answer 404 (docs/decisions/026-follows.md).
export const feedKeys = sqliteTable("feed_keys", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  createdAt: createdAt(),
});

// A signed-in viewer's watch history in their account (issue #22): one entry a series, the 20
// newest kept, as the visitor spec's browser history; the browser's is merged in at sign-in.
export const watchHistory = sqliteTable(
  "watch_history",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    watchedAt: text("watched_at").notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesId] }), index("watch_history_user_time_idx").on(t.userId, t.watchedAt)],
);

// Every episode a viewer watched, once (issue #85, decision 076): when they first opened it, its
// series, and its duration and audio as they stood then, kept apart from the history (one entry a
// series, the 20 newest) so a year of watching can be counted. A removed episode leaves its row
// (its series, time and duration still count).
export const watchEvents = sqliteTable(
  "watch_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    watchedAt: text("watched_at").notNull(),
    // As the admin wrote it ("24m", "23:40"): read by app/lib/durations.ts when counted.
    duration: text("duration"),
    audio: text("audio"),
  },
  (t) => [
    uniqueIndex("watch_events_user_episode_idx").on(t.userId, t.episodeId),
    index("watch_events_user_time_idx").on(t.userId, t.watchedAt),
  ],
);

// A viewer's year published at an unguessable address (/y/<key>, decision 076): the year, the
// clocks it is counted on, and nothing else. Revoking deletes the row; sharing again makes a new key.
export const yearShares = sqliteTable(
  "year_shares",
  {
    key: text("key").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    timeZone: text("time_zone").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("year_shares_user_year_idx").on(t.userId, t.year)],
);

// Where a signed-in viewer stopped in each direct video (the 200 newest), for resuming on any device.
export const watchPositions = sqliteTable(
  "watch_positions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    duration: integer("duration").notNull(),
    savedAt: integer("saved_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.episodeId] }), index("watch_positions_user_time_idx").on(t.userId, t.savedAt)],
);

// A browser's Web Push subscription for a signed-in viewer (issue #22): where to send, and the
// browser's keys that each payload is encrypted to (RFC 8291). A viewer may have several browsers.
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    // The site language the browser subscribed from: its notifications are written in it.
    locale: text("locale").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_user_endpoint_idx").on(t.userId, t.endpoint)],
);

/**
 * The page cache's version (workers/page-cache.ts): one row, replaced by every request whose writes
 * a public page shows. `bookmark` is where D1 stood after that write, so a page rendered under the
 * version reads at least that fresh.
 */
export const pageVersion = sqliteTable("page_version", {
  slot: integer("slot").primaryKey(),
  id: text("id").notNull(),
  bookmark: text("bookmark"),
});

/**
 * Writes no public page shows, by table: a request whose writes are all of these leaves the
 * page cache as it is (workers/page-cache.ts); any other write, or one that cannot be read, moves
 * its version so every page is rendered anew. A table not named here counts as public, so a new
 * table can only make the cache do more work, never serve a stale page.
 */
export const PAGE_PRIVATE_WRITES: Record<string, readonly ("insert" | "update" | "delete")[]> = {
  // Each viewer's own: accounts, sign-ins, follows, history, feeds, push.
  users: ["insert"], // a new account shows nowhere; a changed name shows on its comments
  auth_sessions: ["insert", "update", "delete"],
  passkeys: ["insert", "update", "delete"],
  passkey_challenges: ["insert", "update", "delete"],
  tracker_links: ["insert", "update", "delete"],
  tracker_states: ["insert", "update", "delete"],
  security_events: ["insert", "update", "delete"],
  failed_logins: ["insert", "update", "delete"],
  follows: ["insert", "update", "delete"],
  // Its triggers move series.members and score, which pages show: those may lag by the page's
  // lifetime (5 minutes) rather than every viewer's list change rendering every page anew.
  list_entries: ["insert", "update", "delete"],
  seen_episodes: ["insert", "update", "delete"],
  feed_keys: ["insert", "update", "delete"],
  watch_history: ["insert", "update", "delete"],
  watch_positions: ["insert", "update", "delete"],
  // Counted on the viewer's own stats page; a shared year's page (/y/<key>) is never cached.
  watch_events: ["insert", "update", "delete"],
  year_shares: ["insert", "update", "delete"],
  push_subscriptions: ["insert", "update", "delete"],
  // New comments are pending (decision 000): one shows on a public page only once approved, an update.
  comments: ["insert"],
  // What the site keeps for itself and its admins.
  player_reports: ["insert", "update", "delete"],
  visits: ["insert", "update", "delete"],
  visit_days: ["insert", "update", "delete"],
  episode_views_daily: ["insert", "update", "delete"],
  series_views: ["insert", "update", "delete"], // written by the daily maintenance; orders search ties only
  rollups: ["insert", "update", "delete"],
  audit_log: ["insert", "update", "delete"],
  admins: ["insert", "update", "delete"],
  allowed_ips: ["insert", "update", "delete"],
  limited_actions: ["insert", "update", "delete"],
  // A stored upload shows once a record names it, and that record's write moves the version.
  uploads: ["insert", "update", "delete"],
  // Read through the API only (GET /api/episodes/{id}/danmaku); no page shows them.
  danmaku: ["insert", "update", "delete"],
};

/**
 * What a caller did that is limited (app/.server/auth/action-limits.ts): an account registered or a
 * browser subscribed to push (per address: the address, an IPv6 caller's /64), an avatar changed
 * (per account: `account:<id>`). Kept only as long as a limit looks back.
 */
export const limitedActions = sqliteTable(
  "limited_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    action: text("action", {
      enum: ["register", "push_subscribe", "avatar", "room_open", "room_ticket", "room_guest_ticket", "room_view", "segment_send"],
    }).notNull(),
    actor: text("actor").notNull(),
    actedAt: text("acted_at").notNull().default(nowIso),
  },
  (t) => [
    index("limited_actions_actor_idx").on(t.action, t.actor, t.actedAt),
    // Forgetting an action's expired records reads only those (by acted_at), not every actor's.
    index("limited_actions_expiry_idx").on(t.action, t.actedAt),
  ],
);

/**
 * A passkey (a WebAuthn credential) of one viewer or one admin (decision 038). The credential id
 * is the key, so a credential belongs to one account; `counter` is the authenticator's signature
 * counter, which must grow (a clone's does not).
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [
    index("passkeys_user_idx").on(t.userId),
    index("passkeys_admin_idx").on(t.adminId),
    check("passkeys_one_owner", sql`(${t.userId} IS NULL) <> (${t.adminId} IS NULL)`),
  ],
);

/**
 * The challenges handed out and not yet answered: each is used once (deleted as it is checked),
 * bound to its ceremony, its door and, for a new passkey, its account; expired ones are swept
 * whenever a new one is made.
 */
export const passkeyChallenges = sqliteTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(),
    ceremony: text("ceremony", { enum: ["register", "sign_in"] }).notNull(),
    scope: text("scope", { enum: loginScopes }).notNull(),
    accountId: integer("account_id"),
    // Who asked: an address may hold so many unanswered ones (OPEN_CHALLENGES_PER_ADDRESS).
    ip: text("ip").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("passkey_challenges_expires_idx").on(t.expiresAt), index("passkey_challenges_ip_idx").on(t.ip, t.expiresAt)],
);

/** A viewer's own history of what changed how they sign in (the admin's is the audit log). */
export const securityEvents = sqliteTable(
  "security_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event", { enum: securityEventKinds }).notNull(),
    detail: text("detail"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("security_events_user_idx").on(t.userId, t.createdAt)],
);

/**
 * On-screen comments (danmaku) posted in a watch-together room, each kept with the second of the
 * video it was posted at (decision 055). The room writes them in batches; the author's username is
 * the name shown, and kept when the account is deleted, as a comment's is.
 */
export const danmaku = sqliteTable(
  "danmaku",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    second: integer("second").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("danmaku_episode_second_idx").on(t.episodeId, t.second), index("danmaku_user_idx").on(t.userId)],
);

/**
 * Each account's chat and danmaku budget across every watch-together room (issue #65): what is left
 * of the burst and when it was counted (milliseconds), refilled with time alone
 * (app/domain/rooms/text-budget.server.ts). One row an account that ever posted in a room.
 */
export const roomTextBudgets = sqliteTable("room_text_budgets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokens: real("tokens").notNull(),
  countedAt: integer("counted_at").notNull(),
});

/**
 * A viewer's account on a tracker (issues #66 and #83, decisions 060 and 071): who they are there and
 * the grant, its tokens sealed (AES-GCM, app/.server/sealed.ts) and never shown. `needs_reconnect`
 * once the provider refused the grant. One row a viewer and provider.
 */
export const trackerLinks = sqliteTable(
  "tracker_links",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: listServices }).notNull(),
    remoteId: integer("remote_id").notNull(),
    username: text("username").notNull(),
    accessToken: text("access_token").notNull(),
    refreshToken: text("refresh_token"),
    // When the access token runs out (ISO), when the provider says.
    expiresAt: text("expires_at"),
    // The address the grant was asked with: Bangumi wants it again with each refresh.
    redirectUri: text("redirect_uri"),
    // Where the next pull starts, for a tracker that reads only what changed (Simkl's last activity).
    syncCursor: text("sync_cursor"),
    needsReconnect: flag("needs_reconnect"),
    connectedAt: createdAt(),
    lastSyncedAt: text("last_synced_at"),
    // The last pull's entries for series this site lacks, with their titles there.
    unmatched: text("unmatched", { mode: "json" }).$type<{ id: number; title: string }[]>().notNull().default(sql`'[]'`),
    // The list changes that could not be sent there after every try, by series, with why.
    failed: text("failed", { mode: "json" }).$type<TrackerPushFailure[]>().notNull().default(sql`'[]'`),
    // The list changes queued for the trackers and not yet sent or given up (decision 060).
    pending: integer("pending").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);
export type TrackerLinkRow = typeof trackerLinks.$inferSelect;
/** Why a change did not reach a tracker: the grant refused, or the tracker not answering. */
export type TrackerPushFailure = { series_id: number; title: string; why: "reconnect" | "unavailable" };

/**
 * The connections under way: each `state` handed to a provider is used once (deleted as the
 * provider sends the viewer back), bound to its viewer and provider, good for ten minutes; for
 * MyAnimeList with the PKCE verifier it sent.
 */
export const trackerStates = sqliteTable(
  "tracker_states",
  {
    state: text("state").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: listServices }).notNull(),
    codeVerifier: text("code_verifier"),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("tracker_states_expires_idx").on(t.expiresAt)],
);
