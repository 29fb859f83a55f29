// The list as MyAnimeList's export file, downloaded from the API and from My List alike.
import { malExportXml } from "./mal-xml";
import type { ListEntryView } from "./responses";

/** MyAnimeList's XML of the entries whose series have a MyAnimeList id, as a file download. */
export function malExportDownload(user: { id: number; username: string }, entries: (ListEntryView & { type: string | null })[]) {
  const xml = malExportXml(
    user.username,
    entries.flatMap(({ series, status, score, progress, type }) =>
      series.mal_id
        ? [{ mal_id: series.mal_id, title: series.title, status, score, progress, episodes: series.episodes, type: type ?? "" }]
        : [],
    ),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="animelist_${user.id}.xml"`,
      "Cache-Control": "private, no-store",
    },
  });
}
