/// <reference path="./bangumi-mal-ids.d.ts" />
// The MyAnimeList id bangumi-data gives a Bangumi subject (scripts/bangumi-mal-ids-plugin.ts):
// its file read once an isolate through the static files' binding. The file's address is imported
// when first asked, as the translation tables' are: the scripts tsx runs outside Vite reach this
// module too. Without the binding or the file, no id: the series is added without one.
import type { AppContext } from "../context";
import { staticFile } from "../static-files";

let pairs: Promise<Record<string, number>> | undefined;

async function readPairs(assets: Fetcher): Promise<Record<string, number>> {
  const { default: path } = await import("virtual:bangumi-mal-ids");
  const response = await staticFile(assets, path);
  return response.ok ? ((await response.json()) as Record<string, number>) : {};
}

export async function malIdOfBangumi(app: AppContext, bangumiId: number): Promise<number | null> {
  const assets = app.env.ASSETS;
  if (!assets) return null;
  // A file that could not be read is asked again next time.
  pairs ??= readPairs(assets).catch(() => {
    pairs = undefined;
    return {};
  });
  return (await pairs)[String(bangumiId)] ?? null;
}
