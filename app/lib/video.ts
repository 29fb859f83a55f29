// Which player a video link needs. The admin spec's list; the visitor player knows a subset.

export const serverTypes = [
  "youtube",
  "dailymotion",
  "rumble",
  "vimeo",
  "twitch",
  "facebook",
  "vk",
  "gdrive",
  "dropbox",
  "direct",
  // An HLS playlist (.m3u8), played by hls.js or the browser itself.
  "hls",
] as const;
export type ServerType = (typeof serverTypes)[number];

const hosts: [RegExp, ServerType][] = [
  [/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/, "youtube"],
  [/(^|\.)(dailymotion\.com|dai\.ly)$/, "dailymotion"],
  [/(^|\.)rumble\.com$/, "rumble"],
  [/(^|\.)vimeo\.com$/, "vimeo"],
  [/(^|\.)twitch\.tv$/, "twitch"],
  [/(^|\.)(facebook\.com|fb\.watch)$/, "facebook"],
  [/(^|\.)(vk\.com|vkvideo\.ru)$/, "vk"],
  [/(^|\.)drive\.google\.com$/, "gdrive"],
  [/(^|\.)dropbox\.com$/, "dropbox"],
];

export const videoExtensions = ["mp4", "webm", "ogg", "ogv", "mov", "mkv"];
const VIDEO_FILE = new RegExp(`\\.(${videoExtensions.join("|")})$`, "i");
const PLAYLIST = /\.m3u8$/i;

export function detectServerType(url: string): ServerType | "" {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "";
  }
  const host = parsed.hostname.toLowerCase();
  for (const [pattern, type] of hosts) if (pattern.test(host)) return type;
  if (PLAYLIST.test(parsed.pathname)) return "hls";
  return VIDEO_FILE.test(parsed.pathname) ? "direct" : "";
}
