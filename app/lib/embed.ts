import { detectServerType } from "./video";

// What the visitor's player does with a server link (visitor spec, section 4).
export type PlayerSource = { kind: "iframe"; src: string } | { kind: "video"; src: string };
export type ServerOption = { label: string; url: string; type: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const candidates = host === "youtu.be" ? [url.pathname.slice(1)] : [url.searchParams.get("v") ?? "", ...url.pathname.split("/").slice(-1)];
  return candidates.find((candidate) => YOUTUBE_ID.test(candidate)) ?? null;
}

export function playerSource(server: ServerOption): PlayerSource {
  let url: URL;
  try {
    url = new URL(server.url);
  } catch {
    return { kind: "video", src: server.url };
  }
  const type = server.type || detectServerType(server.url);
  if (type === "youtube") {
    const id = youtubeId(url);
    if (id) return { kind: "iframe", src: `https://www.youtube.com/embed/${id}` };
  }
  if (type === "dailymotion") {
    const id = url.hostname === "dai.ly" ? url.pathname.slice(1) : /\/video\/([A-Za-z0-9]+)/.exec(url.pathname)?.[1];
    if (id) return { kind: "iframe", src: `https://www.dailymotion.com/embed/video/${id}` };
  }
  if (type === "rumble") {
    if (url.pathname.startsWith("/embed/")) return { kind: "iframe", src: url.href };
    const id = /^\/(v[a-z0-9]+)-/i.exec(url.pathname)?.[1];
    if (id) return { kind: "iframe", src: `https://rumble.com/embed/${id}/` };
  }
  if (type === "gdrive") {
    const id = /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get("id");
    if (id) return { kind: "iframe", src: `https://drive.google.com/file/d/${id}/preview` };
  }
  return { kind: "video", src: url.href };
}

/** The episode's servers; with none, a single "Default" server from its video_url. */
export function serversOf(episode: { servers: ServerOption[]; video_url: string | null }): ServerOption[] {
  if (episode.servers.length > 0) return episode.servers;
  return episode.video_url ? [{ label: "Default", url: episode.video_url, type: detectServerType(episode.video_url) }] : [];
}
