// HLS playlists (RFC 8216) as an episode saved for offline keeps them (docs/decisions/066-saved-for-offline.md):
// one rendition of a master playlist, and every address a playlist names renamed to the copy kept
// beside it. Line by line, as the format is written: a URI line, or a tag's URI="..." attribute.

/** A tag's attributes (`BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1,mp4a"`), quotes taken off. */
function attributesOf(line: string): Map<string, string> {
  const list = line.slice(line.indexOf(":") + 1);
  return new Map([...list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)].map(([, name, value]) => [name!, value!.replace(/^"|"$/g, "")]));
}

const isUriLine = (line: string) => line !== "" && !line.startsWith("#");
const tagOf = (line: string) => (line.startsWith("#") ? line.slice(1).split(":")[0]! : null);
const URI_ATTRIBUTE = /URI="([^"]*)"/;

export const isMasterPlaylist = (text: string) => /^#EXT-X-STREAM-INF:/m.test(text);

/** Whether a media playlist is whole (VOD or ended): a live one never ends, so it cannot be kept. */
export const isEndedPlaylist = (text: string) => /^#EXT-X-ENDLIST\s*$/m.test(text);

/** Every address the playlist names, in order, each once: its renditions' or segments', keys', init sections'. */
export function playlistAddresses(text: string): string[] {
  const addresses = text.split(/\r?\n/).flatMap((line) => {
    const trimmed = line.trim();
    if (isUriLine(trimmed)) return [trimmed];
    const quoted = URI_ATTRIBUTE.exec(trimmed)?.[1];
    return quoted ? [quoted] : [];
  });
  return [...new Set(addresses)];
}

/** The playlist with each address it names replaced by `rename(address)`. */
export const renamedPlaylist = (text: string, rename: (address: string) => string) =>
  text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (isUriLine(trimmed)) return rename(trimmed);
      return trimmed.replace(URI_ATTRIBUTE, (_, address: string) => `URI="${rename(address)}"`);
    })
    .join("\n");

/** The tallest picture kept: enough for a phone or a laptop, and a tenth of a 1080p file's size. */
export const SAVED_HEIGHT = 720;

type Variant = { at: number; height: number; bandwidth: number; audio: string | undefined };

/** The rendition to keep: the tallest at most SAVED_HEIGHT (the richest where heights are not given), else the smallest. */
function chosenVariant(variants: Variant[]): Variant {
  const size = (variant: Variant) => [variant.height, variant.bandwidth] as const;
  const sorted = [...variants].sort((a, b) => size(a)[0] - size(b)[0] || size(a)[1] - size(b)[1]);
  return sorted.filter((variant) => variant.height <= SAVED_HEIGHT).at(-1) ?? sorted[0]!;
}

/**
 * A master playlist with one rendition left: the chosen picture with its audio (the group's
 * default rendition, or its first), nothing else that names an address but a session key. The
 * site's own subtitle files are kept beside it, so the stream's subtitle renditions go.
 */
export function oneRendition(master: string): string {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const variants: Variant[] = lines.flatMap((line, at) => {
    if (tagOf(line) !== "EXT-X-STREAM-INF") return [];
    const attributes = attributesOf(line);
    const height = Number(attributes.get("RESOLUTION")?.split("x")[1] ?? 0);
    return [{ at, height, bandwidth: Number(attributes.get("BANDWIDTH") ?? 0), audio: attributes.get("AUDIO") }];
  });
  if (variants.length === 0) return master;
  const chosen = chosenVariant(variants);
  const audios = lines.filter((line) => {
    const attributes = tagOf(line) === "EXT-X-MEDIA" ? attributesOf(line) : null;
    return attributes?.get("TYPE") === "AUDIO" && attributes.get("GROUP-ID") === chosen.audio && attributes.has("URI");
  });
  const audio = audios.find((line) => attributesOf(line).get("DEFAULT") === "YES") ?? audios[0];
  const uriLineOf = (at: number) => lines.slice(at + 1).find(isUriLine);
  const chosenUri = uriLineOf(chosen.at);
  return lines
    .filter((line, at) => {
      const tag = tagOf(line);
      if (tag === "EXT-X-STREAM-INF") return at === chosen.at;
      if (isUriLine(line)) return line === chosenUri;
      if (tag === "EXT-X-MEDIA") return line === audio || !URI_ATTRIBUTE.test(line);
      return !URI_ATTRIBUTE.test(line) || tag === "EXT-X-SESSION-KEY";
    })
    .map((line) => (tagOf(line) === "EXT-X-STREAM-INF" ? line.replace(/SUBTITLES="[^"]*",?/, "").replace(/,$/, "") : line))
    .join("\n");
}
