// Which player a video link needs. The admin spec's list; the visitor player knows a subset.
import { streamOriginOf } from "./stream-origin";

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

const videoExtensions = ["mp4", "webm", "ogg", "ogv", "mov", "mkv"];
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

const hostNames: Record<Exclude<ServerType, "direct" | "hls">, string> = {
  youtube: "YouTube",
  dailymotion: "Dailymotion",
  rumble: "Rumble",
  vimeo: "Vimeo",
  twitch: "Twitch",
  facebook: "Facebook",
  vk: "VK",
  gdrive: "Google Drive",
  dropbox: "Dropbox",
};
const videoFile = `a video file (${videoExtensions.map((extension) => `.${extension}`).join(", ")})`;

/**
 * Why a link cannot be a server of the type it claims, or null when it can. A hosted type must
 * be a link to that host, or the player would frame whatever host the link names; a direct
 * server (or one left to detection) must be a video file, which is all a <video> can play.
 */
export function serverLinkProblem(url: string, type: ServerType | ""): string | null {
  const detected = detectServerType(url);
  if (type === "" && !detected) return `the link is neither ${videoFile}, an HLS playlist (.m3u8) nor a link of a known video host`;
  if (type === "direct" && detected !== "direct") return `the link is not ${videoFile}`;
  if (type === "hls" && detected !== "hls") return "the link is not an HLS playlist (.m3u8)";
  if (type !== "" && type !== "direct" && type !== "hls" && detected !== type) return `the link is not a ${hostNames[type]} link`;
  // An HLS stream's origin goes into its page's Content-Security-Policy (./stream-origin.ts).
  if ((type || detected) === "hls" && !streamOriginOf(url)) return STREAM_HOST_RULE;
  return null;
}

const STREAM_HOST_RULE = "an HLS stream must be an http(s) link to a named host or a public IP address";
