import type { AppContext } from "~/.server/context";
import { EPISODE_COLUMNS, episodesToCsv, type ExportedEpisode } from "./import-format";
import { findEpisodePage } from "./queries.server";

const WINDOW = 200;

/**
 * Every episode of a series in the import format, read a window of 200 at a time (with their
 * servers) so a 1,000-episode series is five small reads rather than one large one.
 */
export async function exportEpisodes(app: AppContext, seriesId: number): Promise<ExportedEpisode[]> {
  const all: ExportedEpisode[] = [];
  for (let offset = 0; ; offset += WINDOW) {
    const page = await findEpisodePage(app, seriesId, { limit: WINDOW, offset });
    for (const episode of page.items)
      all.push({
        ...(Object.fromEntries(EPISODE_COLUMNS.map((name) => [name, episode[name]])) as Omit<ExportedEpisode, "servers">),
        servers: episode.servers,
      });
    if (offset + WINDOW >= page.total) return all;
  }
}

export function exportFile(episodes: ExportedEpisode[], format: "csv" | "json") {
  if (format === "json") return JSON.stringify(episodes, null, 2);
  return episodesToCsv(episodes, Math.max(1, ...episodes.map((episode) => episode.servers.length)));
}
