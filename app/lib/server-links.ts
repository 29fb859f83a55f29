// Whether a link can be a server of the type it claims: the admin's and the API's rule, kept apart
// from ./video.ts because it needs ./stream-origin.ts (ipaddr.js), which the pages' players do not.
import { streamOriginOf } from "./stream-origin";
import { detectServerType, type ServerType, videoExtensions } from "./video";

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
