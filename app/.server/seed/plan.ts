// Turns the demo catalogue into rows. Pure: the same input and day give the same rows.
import { genreNames, seriesLanguages, seriesNetworks, seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";
import { addDays } from "~/lib/dates";
import { slugify } from "~/lib/slug";
import { searchTermsOf } from "~/lib/title-search";
import type { episodeServers, episodes, scheduleEntries, series, top10Entries } from "../db/schema";
import { audioOfLanguage } from "~/lib/vocabulary/server-audio";
import { demoEpisodeTitles, type DemoSeries } from "./catalogue";

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

// One sample link of every provider kind the player knows.
const providers = [
  {
    label: "YouTube",
    url: (n: number) => `https://www.youtube.com/watch?v=${pick(["aqz-KE-bpKQ", "eRsGyueVLvQ", "R6MlUcmOul8"], n)}`,
    type: "youtube",
  },
  {
    label: "Dailymotion",
    url: (n: number) => `https://www.dailymotion.com/video/x8${(n * 7919).toString(36).padStart(5, "0")}`,
    type: "dailymotion",
  },
  { label: "Rumble", url: (n: number) => `https://rumble.com/embed/v5${(n * 104729).toString(36).padStart(5, "0")}/`, type: "rumble" },
  {
    label: "Google Drive",
    url: (n: number) => `https://drive.google.com/file/d/1demo${(n * 15485863).toString(36)}AnimeStream/view`,
    type: "gdrive",
  },
  { label: "Direct MP4", url: () => "https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4", type: "direct" },
] as const;

export function planSeries(demo: DemoSeries, index: number, cover: string): typeof series.$inferInsert {
  const status = pick(seriesStatuses, index);
  return {
    id: index + 1,
    title: demo.title,
    slug: slugify(demo.title),
    searchTerms: searchTermsOf([demo.title]),
    subtitle: demo.subtitle,
    description: demo.description,
    coverImage: cover,
    tags: demo.tags,
    season: pick(seriesSeasons, index),
    status,
    network: pick(seriesNetworks, index),
    type: pick(seriesTypes, index),
    year: demo.year,
    studio: demo.studio,
    language: pick(seriesLanguages, index),
    featured: index % 4 === 0 || index % 5 === 1,
    isNew: demo.year >= 2025,
    showInLatest: status === "Ongoing" || index % 4 === 1,
    showInCompleted: status === "Completed",
    updatedAt: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
  };
}

export function genreIdsOf(index: number): number[] {
  const ids = [index % genreNames.length, (index + 5) % genreNames.length];
  if (index % 2 === 0) ids.push((index + 9) % genreNames.length);
  return ids.map((i) => i + 1);
}

export function episodeCountOf(type: string | null | undefined, index: number): number {
  if (type === "Movie" || type === "Music") return 1;
  return ((index * 7) % 24) + 1;
}

/** Episodes take the `thumbnails` in turn, by id, so neighbours differ; with none they have no thumbnail. */
export function planEpisodes(
  seriesRow: typeof series.$inferInsert,
  count: number,
  firstId: number,
  today: string,
  thumbnails: readonly string[],
) {
  const rows: (typeof episodes.$inferInsert)[] = [];
  const servers: (typeof episodeServers.$inferInsert)[] = [];
  // Servers speak the series' language; on the odd-numbered series not dubbed already, the odd
  // episodes' second server is an English dub, so cards show both counts (decision 049).
  const audio = audioOfLanguage(seriesRow.language);
  const dubbed = (n: number) => audio !== "dub" && seriesRow.id! % 2 === 1 && n % 2 === 1;
  const firstRelease = addDays(today, -7 * count);
  for (let n = 1; n <= count; n++) {
    const id = firstId + n - 1;
    const main = pick(providers, id);
    const backup = pick(providers, id + 2);
    rows.push({
      id,
      seriesId: seriesRow.id!,
      episodeNumber: n,
      title: count === 1 ? seriesRow.title : `${pick(demoEpisodeTitles, n + seriesRow.id!)}`,
      description: `Episode ${n} of ${seriesRow.title}.`,
      releaseDate: addDays(firstRelease, 7 * (n - 1)),
      duration: seriesRow.type === "Movie" ? "1h 48m" : "24m",
      status: "Completed",
      language: seriesRow.language,
      quality: pick(["HD", "FHD", "4K"], id),
      videoUrl: main.url(id),
      thumbnail: thumbnails.length > 0 ? pick(thumbnails, id) : null,
    });
    servers.push(
      { episodeId: id, position: 0, label: main.label, url: main.url(id), type: main.type, audio },
      dubbed(n)
        ? { episodeId: id, position: 1, label: backup.label, url: backup.url(id), type: backup.type, audio: "dub", audioLang: "en" }
        : { episodeId: id, position: 1, label: backup.label, url: backup.url(id), type: backup.type, audio },
    );
  }
  return { rows, servers };
}

/** Next episodes of airing series over the 14 days from today, plus the title-only cases. */
export function planSchedule(
  seriesRows: (typeof series.$inferInsert)[],
  episodeCounts: number[],
  today: string,
): (typeof scheduleEntries.$inferInsert)[] {
  const entries: (typeof scheduleEntries.$inferInsert)[] = [];
  seriesRows.forEach((row, index) => {
    if (row.status !== "Ongoing" && row.status !== "Upcoming") return;
    const next = (episodeCounts[index] ?? 0) + 1;
    for (let week = 0; week < 2; week++) {
      entries.push({
        seriesId: row.id,
        title: row.title,
        airDate: addDays(today, (index % 7) + week * 7),
        airTime: `${String(17 + (index % 6)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`,
        episodeNumber: next + week,
      });
    }
  });
  entries.push(
    { title: "Special Broadcast: Studio Showcase", airDate: addDays(today, 2), airTime: "12:00" },
    { seriesId: seriesRows[1]?.id, airDate: addDays(today, 3), airTime: "09:15", episodeNumber: 99 },
  );
  return entries;
}

export function planTop10(seriesCount: number): (typeof top10Entries.$inferInsert)[] {
  const periods = [
    { period: "weekly", step: 3, offset: 0 },
    { period: "monthly", step: 5, offset: 2 },
    { period: "all", step: 7, offset: 4 },
  ] as const;
  return periods.flatMap(({ period, step, offset }) =>
    Array.from({ length: 10 }, (_, i) => ({
      period,
      rank: i + 1,
      seriesId: ((offset + i * step) % seriesCount) + 1,
      rating: Math.round((9.8 - i * 0.25) * 10) / 10,
    })),
  );
}
