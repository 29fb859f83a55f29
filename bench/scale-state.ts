// Grows a freshly seeded local D1 to real catalogue size for `npm run bench:scale`: 10,000 extra
// series (BENCH_SERIES sets another count; issue #70 measures 50,000) of 25 episodes on average
// with a long tail (one series in 10,000 runs past 1,000), each with its titles in three scripts
// (Japanese and Chinese from bangumi-data), a few thousand comments and some schedule entries; and
// when asked, viewers' lists and histories. It writes straight into Miniflare's SQLite file
// (wrangler must not be serving it), because going through the API would take hours. A fixed
// random seed makes every run's catalogue the same, so runs stay comparable.
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { demoEpisodeTitles } from "../app/.server/seed/catalogue";
import { slugify } from "../app/lib/slug";
import { searchTermsOfSeries } from "../app/lib/title-search";
import type { AltTitle } from "../app/lib/alt-titles";
import { type ListStatus, listStatuses } from "../app/lib/vocabulary/list-statuses";
import { randomFrom } from "../app/lib/seeded-random";
import { REAL_TITLE_COUNT, realSeriesRows, realTitleLanguages } from "../tests/support/real-titles";
import { audioOfLanguage, type ServerAudio } from "../app/lib/vocabulary/server-audio";

export const LONG_RUNNER = { title: "The Long Runner", slug: "the-long-runner", episodes: 1_000 };
/** How many series the state adds: BENCH_SERIES, else 10,000. */
export const SCALE_SERIES = Number(process.env.BENCH_SERIES ?? 10_000);
/** Viewers with lists and histories in the grown state: one for every five series (200,000 list entries at 50,000). */
export const SCALE_VIEWERS = Math.round(SCALE_SERIES / 5);
/** One series in this many runs past 1,000 episodes, as the longest shows do. */
const LONG_RUNNER_EVERY = 10_000;
/** Episode counts and their shares: cours of 12, two-cour shows, long ones, a few very long (25.6 on average). */
const EPISODE_COUNTS: [number, number][] = [
  [12, 0.52],
  [24, 0.29],
  [50, 0.12],
  [100, 0.05],
  [150, 0.02],
];
const COMMENTS = 3_000;

export function seriesIdOf(file: string, slug: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const row = db.prepare("SELECT id FROM series WHERE slug = ?").get(slug);
    if (!row) throw new Error(`no series ${slug} in ${file}`);
    return Number(row.id);
  } finally {
    db.close();
  }
}

export type GrownCatalogue = {
  longRunner: { id: number; slug: string };
  /** An ordinary generated series (24 episodes), for the series and episode pages. */
  sample: { id: number; slug: string };
  rows: Record<string, number>;
  /** The database file's size, in bytes, once grown. */
  bytes: number;
};

const COUNTED = ["series", "episodes", "episode_servers", "series_genres", "comments", "schedule_entries", "list_entries", "watch_history"];

/**
 * Adds the scale catalogue to a seeded database, in one transaction: `series` more series, and
 * `viewers` viewers with lists and histories (none unless asked; growViewers).
 */
export function growCatalogue(file: string, { series = SCALE_SERIES, viewers = 0 } = {}): GrownCatalogue {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA synchronous = OFF");
    // The undo journal in memory, not the WAL: a grown state's pages are written once, at commit.
    db.exec("PRAGMA journal_mode = MEMORY");
    // Room for the indexes' pages: the inserts land all over them.
    db.exec("PRAGMA cache_size = -262144");
    db.exec("BEGIN");
    const firstNew = Number(db.prepare("SELECT coalesce(max(id), 0) + 1 AS id FROM series").get()!.id);
    const grown = withRowTriggersHeld(db, () => insertAll(db, writers(db), series), firstNew);
    if (viewers > 0) insertViewers(db, { viewers, listed: VIEWER_LIST, watched: VIEWER_WATCHED, seed: 70 });
    db.exec("COMMIT");
    db.exec("PRAGMA journal_mode = WAL");
    const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n);
    const pages = (pragma: string) => Number(Object.values(db.prepare(`PRAGMA ${pragma}`).get()!)[0]);
    return {
      ...grown,
      rows: Object.fromEntries(COUNTED.map((table) => [table, count(table)])),
      bytes: pages("page_count") * pages("page_size"),
    };
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }
}

/**
 * The triggers that keep a series' genre list and sub/dub counts rewrite its row for each link and
 * server inserted (two million at 50,000 series): held while `grow` inserts, then the grown series'
 * columns are worked out once each, as the triggers would have left them (migrations 0024, 0038).
 */
function withRowTriggersHeld<T>(db: DatabaseSync, grow: () => T, firstNew: number): T {
  const held = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('series_genres', 'episode_servers') AND name LIKE '%after_insert'",
    )
    .all()
    .map((row) => ({ name: String(row.name), sql: String(row.sql) }));
  for (const { name } of held) db.exec(`DROP TRIGGER \`${name}\``);
  const grown = grow();
  const episodesWith = (audio: string) =>
    `(SELECT count(DISTINCT s.episode_id) FROM episodes e JOIN episode_servers s ON s.episode_id = e.id WHERE e.series_id = series.id AND s.audio = '${audio}')`;
  db.prepare(
    `UPDATE series SET episodes_sub = ${episodesWith("sub")}, episodes_dub = ${episodesWith("dub")},
      genre_list = (SELECT json_group_array(json_array(g.id, g.name)) FROM series_genres sg JOIN genres g ON g.id = sg.genre_id WHERE sg.series_id = series.id)
      WHERE id >= ?`,
  ).run(firstNew);
  for (const { sql } of held) db.exec(sql);
  return grown;
}

function writers(db: DatabaseSync) {
  return {
    series: db.prepare(
      `INSERT INTO series (title, slug, subtitle, description, cover_image, tags, season, status, network, type, year, studio, language,
        featured, is_new, show_in_latest, show_in_completed, created_at, updated_at, alt_titles, search_terms, alt_search_terms)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    genre: db.prepare("INSERT INTO series_genres (series_id, genre_id) VALUES (?, ?)"),
    episode: db.prepare(
      `INSERT INTO episodes (series_id, episode_number, title, description, release_date, duration, status, language, quality, video_url, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, 'Completed', ?, ?, ?, ?, ?)`,
    ),
    server: db.prepare("INSERT INTO episode_servers (episode_id, position, label, url, type, audio) VALUES (?, ?, ?, ?, ?, ?)"),
    comment: db.prepare("INSERT INTO comments (episode_id, user_id, username, content, approved, created_at) VALUES (?, ?, ?, ?, ?, ?)"),
    schedule: db.prepare("INSERT INTO schedule_entries (series_id, title, air_date, air_time, episode_number) VALUES (?, ?, ?, ?, ?)"),
  };
}

type Writers = ReturnType<typeof writers>;
type SeriesPlan = ReturnType<typeof planSeries>;

function insertAll(db: DatabaseSync, write: Writers, seriesCount: number): Pick<GrownCatalogue, "longRunner" | "sample"> {
  const random = seededRandom(20_261_123);
  const context = {
    random,
    genreIds: db
      .prepare("SELECT id FROM genres")
      .all()
      .map((row) => Number(row.id)),
    covers: db
      .prepare("SELECT cover_image FROM series WHERE cover_image IS NOT NULL")
      .all()
      .map((row) => String(row.cover_image)),
  };
  const taken = new Set(
    db
      .prepare("SELECT slug FROM series")
      .all()
      .map((row) => String(row.slug)),
  );
  taken.add(LONG_RUNNER.slug);
  const generated: { id: number; plan: SeriesPlan; episodes: number[] }[] = [];
  for (const title of uniqueTitles(random, taken, seriesCount)) {
    const plan = planSeries(title, context);
    const id = insertSeries(write, plan, context);
    // Past the first, the long runners are ordinary series that ran on (1,000 to 1,500 episodes).
    const episodes =
      generated.length % LONG_RUNNER_EVERY === LONG_RUNNER_EVERY - 1 ? 1_000 + Math.floor(random() * 500) : episodeCount(random);
    generated.push({ id, plan, episodes: insertEpisodes(write, id, plan, episodes, random) });
  }
  const longPlan = {
    ...planSeries(LONG_RUNNER.title, context),
    status: "Ongoing",
    type: "TV",
    year: 2004,
    showInLatest: 1,
    showInCompleted: 0,
  };
  const longId = insertSeries(write, longPlan, context);
  const longEpisodes = insertEpisodes(write, longId, longPlan, LONG_RUNNER.episodes, random);
  // The middle series of 24 episodes: the pages measured are the same shape at every size.
  const sample = generated.slice(Math.floor(generated.length / 2)).find((series) => series.episodes.length === 24)!;

  // The measured episode pages get comments of their own; the rest land anywhere.
  const viewer = db.prepare("SELECT id FROM users WHERE username = 'demo_viewer'").get();
  const viewerId = viewer ? Number(viewer.id) : null;
  const commented = [longEpisodes[499]!, sample.episodes[0]!];
  for (let i = 0; i < COMMENTS; i++) {
    const episodeId = i < 60 ? commented[i % 2]! : pick(random, random() < 0.1 ? longEpisodes : pick(random, generated).episodes);
    insertComment(write, episodeId, viewerId, random);
  }
  const airing = generated.filter(({ plan }) => plan.status === "Ongoing").slice(0, 8);
  for (const [day, { id, plan, episodes }] of airing.entries()) {
    write.schedule.run(id, plan.title, dayFromToday(day), `${17 + (day % 6)}:${day % 2 ? "30" : "00"}`, episodes.length + 1);
  }
  write.schedule.run(longId, LONG_RUNNER.title, dayFromToday(3), "19:45", LONG_RUNNER.episodes + 1);

  return { longRunner: { id: longId, slug: LONG_RUNNER.slug }, sample: { id: sample.id, slug: sample.plan.slug } };
}

// ---- generated rows ------------------------------------------------------------------------

type Random = () => number;

/** mulberry32: tiny, fast and good enough to spread rows. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: Random, p: number) => (random() < p ? 1 : 0);

// Every letter has adjectives, so titles start across A to Z as a real catalogue's do.
const adjectives = [
  "Amber",
  "Ashen",
  "Azure",
  "Broken",
  "Burning",
  "Blue",
  "Crimson",
  "Celestial",
  "Cursed",
  "Distant",
  "Drifting",
  "Dread",
  "Eternal",
  "Emerald",
  "Endless",
  "Fallen",
  "Frozen",
  "Forgotten",
  "Golden",
  "Gilded",
  "Glass",
  "Hidden",
  "Hollow",
  "Heavenly",
  "Iron",
  "Ivory",
  "Infinite",
  "Jade",
  "Jagged",
  "Kindred",
  "Kingless",
  "Lost",
  "Lunar",
  "Last",
  "Midnight",
  "Mystic",
  "Moonlit",
  "Neon",
  "Nameless",
  "Northern",
  "Obsidian",
  "Olden",
  "Outer",
  "Phantom",
  "Pale",
  "Painted",
  "Quiet",
  "Quicksilver",
  "Radiant",
  "Rusted",
  "Restless",
  "Silent",
  "Scarlet",
  "Silver",
  "Starlit",
  "Twilight",
  "Thousand-Year",
  "Tempest",
  "Unbroken",
  "Umbral",
  "Untamed",
  "Velvet",
  "Vanishing",
  "Violet",
  "Wandering",
  "Wild",
  "Winter",
  "Xenon",
  "X-Rank",
  "Yellow",
  "Young",
  "Yearning",
  "Zealous",
  "Zero",
  "Zenith",
] as const;
const nouns = [
  "Dragon",
  "Drake",
  "Blade",
  "Sword",
  "Lotus",
  "Phoenix",
  "Empress",
  "Emperor",
  "Knight",
  "Samurai",
  "Ronin",
  "Courier",
  "Garden",
  "Sky",
  "Sea",
  "Tide",
  "Moon",
  "Star",
  "River",
  "Mountain",
  "Pagoda",
  "Temple",
  "Lantern",
  "Fox",
  "Wolf",
  "Crane",
  "Tiger",
  "Serpent",
  "Spirit",
  "Ghost",
  "Witch",
  "Alchemist",
  "Detective",
  "Idol",
  "Chef",
  "Orchestra",
  "Frontier",
  "Kingdom",
  "Dynasty",
  "Sect",
  "Cultivator",
  "Heir",
  "Princess",
  "Prince",
  "Guardian",
  "Hunter",
  "Mage",
  "Pilot",
  "Mecha",
  "Circuit",
  "Arcade",
  "Express",
  "Ballad",
  "Legend",
  "Oath",
  "Pact",
  "Throne",
  "Crown",
  "Citadel",
  "Vagabond",
  "Umbrella",
  "Nomad",
] as const;
const suffixes = [
  "Chronicles",
  "Saga",
  "Academy",
  "Rhapsody",
  "Online",
  "Diaries",
  "Requiem",
  "Legends",
  "Tales",
  "Rising",
  "Reborn",
  "Returns",
  "Gaiden",
  "Overdrive",
  "Nocturne",
] as const;

function* uniqueTitles(random: Random, taken: Set<string>, count: number): Generator<string> {
  let made = 0;
  while (made < count) {
    const title = inventTitle(random);
    const slug = slugify(title);
    if (taken.has(slug)) continue;
    taken.add(slug);
    made += 1;
    yield title;
  }
}

function inventTitle(random: Random): string {
  const roll = random();
  if (roll < 0.3) return `${pick(random, adjectives)} ${pick(random, nouns)}`;
  if (roll < 0.65) return `${pick(random, adjectives)} ${pick(random, nouns)} ${pick(random, suffixes)}`;
  if (roll < 0.9) return `${pick(random, nouns)} of the ${pick(random, adjectives)} ${pick(random, nouns)}`;
  return `The ${pick(random, adjectives)} ${pick(random, nouns)}`;
}

const statuses = ["Ongoing", "Ongoing", "Ongoing", "Completed", "Completed", "Completed", "Completed", "Completed", "Upcoming", "Hiatus"];
const types = ["TV", "TV", "TV", "TV", "TV", "TV", "TV", "ONA", "OVA", "Special", "Movie", "Music"];
const seasons = ["Winter", "Spring", "Summer", "Fall"];
const networks = ["Bilibili", "Tencent", "Youku", "iQIYI", "Mango TV", "Other"];
const languages = ["Raw", "Sub", "Dub"];
const studios = [
  "Azure Peak Studio",
  "Kitsune Lantern",
  "Moonwell Animation",
  "Iron Crane Works",
  "Red Ink Pictures",
  "Blue Hour Films",
  "Jade Kettle",
  "Pocket Sun",
  "Paper Tiger Lab",
  "Silver Koi",
];
const tagWords = [
  "cultivation",
  "martial arts",
  "revenge",
  "mystery",
  "school",
  "mecha",
  "romance",
  "isekai",
  "idols",
  "space opera",
  "yokai",
  "food",
  "music",
  "tournament",
  "found family",
  "time travel",
  "court intrigue",
  "slice of life",
  "horror",
  "sports",
];
const taglines = [
  "Every legend starts somewhere",
  "No way back",
  "The last one standing",
  "One promise, many lives",
  "Run until morning",
  "A storm is coming",
  "Nothing stays buried",
];
const places = [
  "a harbour town",
  "the capital",
  "a mountain sect",
  "an orbital station",
  "a flooded city",
  "the northern wastes",
  "a quiet village",
];
const heroes = [
  "a runaway apprentice",
  "a retired assassin",
  "two rival students",
  "an exiled princess",
  "a stubborn courier",
  "a cursed swordsman",
];
const quests = [
  "uncovers a conspiracy older than the empire",
  "must win a tournament nobody survives",
  "searches for a missing sibling",
  "opens a shop that sells memories",
  "guards a secret that could end the war",
];
const providers = [
  { label: "YouTube", type: "youtube", url: (n: number) => `https://www.youtube.com/watch?v=scale${n.toString(36)}` },
  { label: "Dailymotion", type: "dailymotion", url: (n: number) => `https://www.dailymotion.com/video/x9${n.toString(36)}` },
  { label: "Rumble", type: "rumble", url: (n: number) => `https://rumble.com/embed/v6${n.toString(36)}/` },
  { label: "Google Drive", type: "gdrive", url: (n: number) => `https://drive.google.com/file/d/1scale${n.toString(36)}/view` },
  { label: "Direct MP4", type: "direct", url: () => "https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4" },
];
const commenters = [
  "sakura_fan",
  "moonlit_reader",
  "kenji",
  "dumpling_lord",
  "nightowl",
  "li_wei",
  "aria99",
  "tidecaller",
  "ramen_detective",
  "old_man_jin",
  "pixelheart",
  "stargazer",
];
const remarks = [
  "What an episode!",
  "The soundtrack is amazing.",
  "That twist at the end...",
  "Animation quality went up this week.",
  "Can't wait for the next one.",
  "Subtitles are a bit late here.",
  "Best arc so far.",
  "I did not expect that cameo.",
];

const FIRST = Date.UTC(2019, 0, 1);
const LAST = Date.UTC(2026, 10, 20);
const isoBetween = (random: Random, from: number, to: number) => new Date(from + random() * (to - from)).toISOString();
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function planSeries(title: string, { random, covers }: { random: Random; covers: string[] }) {
  const status = pick(random, statuses);
  const altTitles = realAltTitles(random);
  const year = 1998 + Math.floor(random() * 29);
  const createdAt = isoBetween(random, FIRST, LAST);
  return {
    title,
    slug: slugify(title),
    subtitle: pick(random, taglines),
    description: `In ${pick(random, places)}, ${pick(random, heroes)} ${pick(random, quests)}.`,
    cover: covers.length ? pick(random, covers) : null,
    tags: JSON.stringify([...new Set([pick(random, tagWords), pick(random, tagWords), pick(random, tagWords)])]),
    season: pick(random, seasons),
    status,
    network: pick(random, networks),
    type: pick(random, types),
    year,
    studio: pick(random, studios),
    language: pick(random, languages),
    featured: chance(random, 0.05),
    isNew: chance(random, year >= 2025 ? 0.4 : 0.03),
    showInLatest: chance(random, 0.08),
    showInCompleted: status === "Completed" ? chance(random, 0.12) : 0,
    createdAt,
    updatedAt: isoBetween(random, Date.parse(createdAt), LAST),
    altTitles,
  };
}

/** Real titles (bangumi-data), each its original and its Simplified Chinese: a series here reads in both too. */
const realLanguages = realTitleLanguages(REAL_TITLE_COUNT);
const realTitles = realSeriesRows(REAL_TITLE_COUNT)
  .map((row, index) => [
    { lang: realLanguages[index]!, title: row.title },
    ...row.alt_titles.filter((alt) => alt.lang === "zh-Hans" && alt.title !== row.title).slice(0, 1),
  ])
  .filter((titles) => titles.length === 2);

/** A real series' original and Simplified Chinese titles, as a series' other titles. */
const realAltTitles = (random: Random): AltTitle[] => pick(random, realTitles);

/** An episode count from EPISODE_COUNTS' shares. */
function episodeCount(random: Random): number {
  let left = random();
  for (const [episodes, share] of EPISODE_COUNTS) if ((left -= share) < 0) return episodes;
  return EPISODE_COUNTS[0]![0];
}

function insertSeries(write: Writers, plan: SeriesPlan, { random, genreIds }: { random: Random; genreIds: number[] }): number {
  const terms = searchTermsOfSeries(plan.title, plan.altTitles);
  const { lastInsertRowid } = write.series.run(
    plan.title,
    plan.slug,
    plan.subtitle,
    plan.description,
    plan.cover,
    plan.tags,
    plan.season,
    plan.status,
    plan.network,
    plan.type,
    plan.year,
    plan.studio,
    plan.language,
    plan.featured,
    plan.isNew,
    plan.showInLatest,
    plan.showInCompleted,
    plan.createdAt,
    plan.updatedAt,
    JSON.stringify(plan.altTitles),
    terms.searchTerms,
    terms.altSearchTerms,
  );
  const id = Number(lastInsertRowid);
  const genres = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, genreIds)));
  for (const genreId of genres) write.genre.run(id, genreId);
  return id;
}

function insertEpisodes(write: Writers, seriesId: number, plan: SeriesPlan, count: number, random: Random): number[] {
  const ids: number[] = [];
  const first = Date.parse(plan.createdAt);
  for (let n = 1; n <= count; n++) {
    const released = new Date(first + (n - 1) * 7 * 86_400_000).toISOString();
    const main = pick(random, providers);
    const url = main.url(seriesId * 10_000 + n);
    const { lastInsertRowid } = write.episode.run(
      seriesId,
      n,
      pick(random, demoEpisodeTitles),
      `Episode ${n} of ${plan.title}.`,
      released.slice(0, 10),
      plan.type === "Movie" ? "1h 48m" : "24m",
      plan.language,
      pick(random, ["HD", "FHD", "4K"]),
      url,
      released,
      released,
    );
    const episodeId = Number(lastInsertRowid);
    // Servers speak the series' language; every fifth series' backups are dubs (decision 049), so
    // "has a dub" filters a fifth of the catalogue down to the series whose backups drew a dub.
    const audio = audioOfLanguage(plan.language);
    insertServer(write.server, episodeId, 0, main, url, audio);
    if (random() < 0.6) {
      const backup = pick(random, providers);
      insertServer(write.server, episodeId, 1, backup, backup.url(episodeId), seriesId % 5 === 0 ? "dub" : audio);
    }
    ids.push(episodeId);
  }
  return ids;
}

function insertServer(
  statement: StatementSync,
  episodeId: number,
  position: number,
  provider: (typeof providers)[number],
  url: string,
  audio: ServerAudio,
) {
  statement.run(episodeId, position, provider.label, url, provider.type, audio);
}

function insertComment(write: Writers, episodeId: number, viewerId: number | null, random: Random) {
  const byViewer = viewerId !== null && random() < 0.1;
  write.comment.run(
    episodeId,
    byViewer ? viewerId : null,
    byViewer ? "demo_viewer" : pick(random, commenters),
    pick(random, remarks),
    chance(random, 0.7),
    isoBetween(random, Date.UTC(2026, 7, 1), LAST),
  );
}

// ---- viewers ---------------------------------------------------------------------------------

/** Each viewer's list entries and watched series tried (repeats fall out), when the state holds viewers. */
const VIEWER_LIST = 20;
const VIEWER_WATCHED = 10;

/** An index below `length`, the lower ones likelier (Zipf, s = 1, drawn by the inverse of its sum). */
const zipf = (next: () => number, length: number) => Math.min(length - 1, Math.floor(Math.exp(next() * Math.log(length + 1)) - 1));

/**
 * Viewers with lists and histories whose tastes cluster: each keeps to two genres for most of
 * their list, and popular series come up more (Zipf). Within the caller's transaction.
 */
function insertViewers(
  db: DatabaseSync,
  { viewers, listed, watched, seed }: { viewers: number; listed: number; watched: number; seed: number },
) {
  const byGenre = new Map<number, number[]>();
  for (const row of db.prepare("SELECT genre_id, series_id FROM series_genres ORDER BY series_id").all())
    byGenre.set(Number(row.genre_id), [...(byGenre.get(Number(row.genre_id)) ?? []), Number(row.series_id)]);
  const all = db
    .prepare("SELECT id FROM series ORDER BY id")
    .all()
    .map((row) => Number(row.id));
  const genres = [...byGenre.keys()];
  const next = randomFrom(seed);
  const user = db.prepare("INSERT INTO users (email, username, password_hash) VALUES (?, ?, 'not-a-hash') RETURNING id");
  const entry = db.prepare("INSERT OR IGNORE INTO list_entries (user_id, series_id, status, score, progress) VALUES (?, ?, ?, ?, ?)");
  const watch = db.prepare("INSERT OR IGNORE INTO watch_history (user_id, series_id) VALUES (?, ?)");
  for (let viewer = 0; viewer < viewers; viewer++) {
    const userId = Number(user.get(`taste${seed}-${viewer}@example.com`, `taste${seed}_${viewer}`)!.id);
    const liked = [genres[Math.floor(next() * genres.length)]!, genres[Math.floor(next() * genres.length)]!];
    const pickSeries = () => {
      const pool = next() < 0.7 ? byGenre.get(liked[Math.floor(next() * 2)]!)! : all;
      return pool[zipf(next, pool.length)]!;
    };
    for (let n = 0; n < listed; n++) {
      const status: ListStatus = listStatuses[Math.floor(next() * listStatuses.length)]!;
      const score = next() < 0.6 ? 1 + Math.floor(next() * 10) : null;
      entry.run(userId, pickSeries(), status, score, Math.floor(next() * 12));
    }
    for (let n = 0; n < watched; n++) watch.run(userId, pickSeries());
  }
}

/** Adds viewers with lists and histories to a state (bench:similar's own), in one transaction. */
export function growViewers(file: string, shape: { viewers: number; listed: number; watched: number; seed: number }) {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA synchronous = OFF");
    db.exec("BEGIN");
    insertViewers(db, shape);
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}
