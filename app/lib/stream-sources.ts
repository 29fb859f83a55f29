// What an episode page's Content-Security-Policy lets its own player reach (docs/decisions/030-streams.md,
// 065-cast-sender.md and 066-saved-for-offline.md). hls.js fetches playlists and segments itself
// (connect-src) and plays them from a MediaSource (media-src blob:); saving an episode for offline
// fetches a file the same way; Google's Cast sender is a script (script-src); JASSUB, which draws an
// ASS track, compiles WebAssembly ('wasm-unsafe-eval', decision 070). Only a page whose player plays
// a stream itself gets any, and only for what it plays: the loader names the sources in
// STREAM_ORIGINS_HEADER and SCRIPT_ORIGINS_HEADER, and the worker widens that page's policy.
import { playerSource, playsOnPage, type ServerOption } from "./embed";
import { streamOriginOf } from "./stream-origin";
import type { SubtitleTrack } from "./subtitle-tracks";

export const STREAM_ORIGINS_HEADER = "X-Stream-Origins";
export const SCRIPT_ORIGINS_HEADER = "X-Script-Origins";

/** Where Google's Cast Web Sender framework comes from (app/lib/browser/cast-sender.ts): its loader and the scripts it adds. */
export const CAST_SENDER_ORIGIN = "https://www.gstatic.com";
/** What lets a page compile WebAssembly and nothing else `eval` would (JASSUB, app/lib/browser/ass-renderer.client.ts). */
export const WASM_COMPILE = "'wasm-unsafe-eval'";

/**
 * The origins of these servers, each once, as streamOriginOf writes them: a link saved before that
 * rule (or put in D1 by hand) with a host it refuses adds nothing to the policy.
 */
const originsOf = (servers: readonly ServerOption[]) => [...new Set(servers.flatMap((server) => streamOriginOf(server.url) ?? []))];

const playedOnPage = (servers: readonly ServerOption[]) => servers.filter((server) => playsOnPage(playerSource(server)));

/** The origins of the servers the page's own <video> plays: HLS, and files, which a save fetches. */
export const streamOriginsOf = (servers: readonly ServerOption[]): string[] => originsOf(playedOnPage(servers));

/**
 * What an episode page's player adds to its policy: its streams' origins, and the Cast sender's
 * when one of its servers plays in the page's own <video> (a file or HLS), which Chrome casts
 * through it; with an ASS track there, WebAssembly for the renderer that draws it.
 */
export function playerSourcesOf(servers: readonly ServerOption[], subtitles: readonly SubtitleTrack[]): PlayerSources {
  const played = playedOnPage(servers);
  if (played.length === 0) return { streamOrigins: [], scriptSources: [] };
  return { streamOrigins: originsOf(played), scriptSources: [CAST_SENDER_ORIGIN, ...assScriptSources(subtitles)] };
}

/** What a player of its own video needs in script-src to draw these tracks: WebAssembly, when one is ASS. */
export const assScriptSources = (subtitles: readonly SubtitleTrack[]) => (subtitles.some((track) => track.ass_url) ? [WASM_COMPILE] : []);

/** The policy with `sources` added to the directive `name`. */
const withSources = (policy: string, name: string, sources: readonly string[]): string =>
  policy
    .split(";")
    .map((directive) => (directive.trim().split(/\s+/)[0] === name ? `${directive} ${sources.join(" ")}` : directive))
    .join(";");

/** The policy with the streams' origins in connect-src and blob: in media-src. */
export const policyWithStreams = (policy: string, origins: readonly string[]): string =>
  withSources(withSources(policy, "connect-src", origins), "media-src", ["blob:"]);

/**
 * The policy with these origins in script-src, beside the nonce: a host source admits the script
 * elements a module of ours adds at run time (the policy has no 'strict-dynamic').
 */
export const policyWithScripts = (policy: string, origins: readonly string[]): string => withSources(policy, "script-src", origins);

/**
 * A page whose form hands the viewer to another site (Connect AniList: a POST here answered with a
 * redirect there) names that site's origin in FORM_TARGETS_HEADER: `form-action` governs where a
 * submission's redirects lead too, so the page's policy admits that origin, and only on that page.
 */
export const FORM_TARGETS_HEADER = "X-Form-Targets";

/** The policy with these origins in form-action. */
export const policyWithFormTargets = (policy: string, origins: readonly string[]): string => withSources(policy, "form-action", origins);

/** What a page with a player adds to the site's policy. */
export type PlayerSources = { streamOrigins: readonly string[]; scriptSources: readonly string[] };

const playerHeaders = [
  [STREAM_ORIGINS_HEADER, "streamOrigins"],
  [SCRIPT_ORIGINS_HEADER, "scriptSources"],
] as const;

/** The headers a page's loader answers with, for the worker to widen that page's policy (each only when it names an origin). */
export const playerSourceHeaders = (page: PlayerSources): Record<string, string> =>
  Object.fromEntries(playerHeaders.filter(([, key]) => page[key].length > 0).map(([header, key]) => [header, page[key].join(" ")]));

/** Those headers passed on from the loader's answer to the page's (a route's `headers`). */
export const passPlayerSourceHeaders = (loaderHeaders: Headers): [string, string][] =>
  playerHeaders.flatMap(([header]) => {
    const origins = loaderHeaders.get(header);
    return origins ? [[header, origins] as [string, string]] : [];
  });
