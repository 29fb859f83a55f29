// What an episode page's Content-Security-Policy lets its HLS player reach (docs/decisions/030-streams.md).
// hls.js fetches playlists and segments itself (connect-src) and plays them from a MediaSource
// (media-src blob:); saving an episode for offline fetches a file the same way (decision 066). Only
// a page with HLS or file servers gets either, and only for their origins: the loader names them
// in STREAM_ORIGINS_HEADER, and the worker widens that page's policy.
import { streamOriginOf } from "./stream-origin";
import { detectServerType } from "./video";

export const STREAM_ORIGINS_HEADER = "X-Stream-Origins";

/** The servers whose stream or file the page's own scripts fetch: HLS, and files (to be saved for offline). */
const FETCHED_TYPES = new Set(["hls", "direct"]);

/**
 * The origins of the HLS and file servers among these, each once, as streamOriginOf writes them:
 * a link saved before that rule (or put in D1 by hand) with a host it refuses adds nothing to the policy.
 */
export function streamOriginsOf(servers: readonly { url: string; type: string }[]): string[] {
  const origins = servers
    .filter((server) => FETCHED_TYPES.has(server.type) || FETCHED_TYPES.has(detectServerType(server.url)))
    .flatMap((server) => streamOriginOf(server.url) ?? []);
  return [...new Set(origins)];
}

/** The policy with the streams' origins in connect-src and blob: in media-src. */
export function policyWithStreams(policy: string, origins: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      if (name === "connect-src") return `${directive} ${origins.join(" ")}`;
      if (name === "media-src") return `${directive} blob:`;
      return directive;
    })
    .join(";");
}

/**
 * A page whose form hands the viewer to another site (Connect AniList: a POST here answered with a
 * redirect there) names that site's origin in FORM_TARGETS_HEADER: `form-action` governs where a
 * submission's redirects lead too, so the page's policy admits that origin, and only on that page.
 */
export const FORM_TARGETS_HEADER = "X-Form-Targets";

/** The policy with these origins in form-action. */
export const policyWithFormTargets = (policy: string, origins: readonly string[]): string =>
  policy
    .split(";")
    .map((directive) => (directive.trim().split(/\s+/)[0] === "form-action" ? `${directive} ${origins.join(" ")}` : directive))
    .join(";");
