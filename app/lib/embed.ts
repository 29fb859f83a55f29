import { detectServerType } from "./video";
import type { ServerAudio } from "./vocabulary/server-audio";

// What the visitor's player does with a server link (visitor spec, section 4).
export type EmbedHost = "youtube" | "dailymotion" | "rumble" | "gdrive";
export type PlayerSource =
  | { kind: "iframe"; src: string; host: EmbedHost }
  | { kind: "video"; src: string }
  | { kind: "hls"; src: string }
  | { kind: "unplayable" };

/** The page's own video: a file or an HLS stream. */
export const playsOnPage = (source: PlayerSource): source is Extract<PlayerSource, { kind: "video" | "hls" }> =>
  source.kind === "video" || source.kind === "hls";
/** What a watch-together room keeps in step: the page's own video, and YouTube's embed through its player API. */
export const keptInStep = (source: PlayerSource) => playsOnPage(source) || (source.kind === "iframe" && source.host === "youtube");

type EmbedRule = { referrerPolicy: "strict-origin-when-cross-origin" | "no-referrer"; sandbox: string };

/**
 * How each host is framed (docs/decisions/011-embeds.md). The sandbox lets the player run
 * scripts, keep its own origin (its cookies and storage) and go fullscreen, and nothing else: no
 * pop-ups, no navigating this page away, no forms, no downloads. YouTube refuses to play without
 * knowing the embedding site, so it gets the origin as referrer; so do Dailymotion and Rumble,
 * whose players check it too. Drive's preview needs none and gets none.
 */
const PLAYER_SANDBOX = "allow-scripts allow-same-origin allow-presentation";
export const embedRules: Record<EmbedHost, EmbedRule> = {
  youtube: { referrerPolicy: "strict-origin-when-cross-origin", sandbox: PLAYER_SANDBOX },
  dailymotion: { referrerPolicy: "strict-origin-when-cross-origin", sandbox: PLAYER_SANDBOX },
  rumble: { referrerPolicy: "strict-origin-when-cross-origin", sandbox: PLAYER_SANDBOX },
  gdrive: { referrerPolicy: "no-referrer", sandbox: PLAYER_SANDBOX },
};
/** A server to play; a saved one says its audio (decision 049), the video_url stand-in does not. */
export type ServerOption = { label: string; url: string; type: string; audio?: ServerAudio; audio_lang?: string | null };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const candidates =
    host === "youtu.be" ? [url.pathname.slice(1)] : [url.searchParams.get("v") ?? "", ...url.pathname.split("/").slice(-1)];
  return candidates.find((candidate) => YOUTUBE_ID.test(candidate)) ?? null;
}

/**
 * The only places a player frame may load from, each a fixed origin: the frame's address is
 * rebuilt from the video's id, never taken from the saved link. The CSP's frame-src and the
 * Permissions-Policy name exactly these (workers/security.ts).
 */
export const embedOrigins: Record<EmbedHost, string> = {
  // YouTube's privacy-enhanced domain: no cookies until the viewer plays.
  youtube: "https://www.youtube-nocookie.com",
  dailymotion: "https://www.dailymotion.com",
  rumble: "https://rumble.com",
  gdrive: "https://drive.google.com",
};

const embedIds: Record<EmbedHost, (url: URL) => string | null | undefined> = {
  youtube: youtubeId,
  dailymotion: (url) => (url.hostname === "dai.ly" ? url.pathname.slice(1) : /\/video\/([A-Za-z0-9]+)/.exec(url.pathname)?.[1]),
  rumble: (url) => /^\/embed\/([a-z0-9]+)/i.exec(url.pathname)?.[1] ?? /^\/(v[a-z0-9]+)-/i.exec(url.pathname)?.[1],
  gdrive: (url) => /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get("id"),
};

const embedPaths: Record<EmbedHost, (id: string) => string> = {
  youtube: (id) => `/embed/${id}`,
  dailymotion: (id) => `/embed/video/${id}`,
  rumble: (id) => `/embed/${id}/`,
  gdrive: (id) => `/file/d/${encodeURIComponent(id)}/preview`,
};

const isEmbedHost = (type: string): type is EmbedHost => Object.hasOwn(embedOrigins, type);

export function playerSource(server: ServerOption): PlayerSource {
  let url: URL;
  try {
    url = new URL(server.url);
  } catch {
    return { kind: "video", src: server.url };
  }
  const detected = detectServerType(server.url);
  const type = server.type || detected;
  // Rows saved before links had to match their type: a link to another host never plays.
  if (type !== "direct" && detected !== type) return { kind: "unplayable" };
  if (isEmbedHost(type)) {
    const id = embedIds[type](url);
    if (id) return { kind: "iframe", src: `${embedOrigins[type]}${embedPaths[type](id)}`, host: type };
  }
  // Rows saved as "direct" before servers had an HLS type may still name a playlist.
  if (detected === "hls") return { kind: "hls", src: url.href };
  return { kind: "video", src: url.href };
}

/** The episode's servers; with none, a single "Default" server from its video_url. */
export function serversOf(episode: { servers: ServerOption[]; video_url: string | null }): ServerOption[] {
  if (episode.servers.length > 0) return episode.servers;
  return episode.video_url ? [{ label: "Default", url: episode.video_url, type: detectServerType(episode.video_url) }] : [];
}
