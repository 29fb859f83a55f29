// The kinds of upload the site stores (the uploads table's `kind`) and how large each may be: read
// by the storage check, the API's early body check and the forms' labels, so each is written once.

export const uploadKinds = ["cover", "thumbnail", "logo", "avatar", "ad", "subtitle", "font"] as const;
export type UploadKind = (typeof uploadKinds)[number];

const KiB = 1024;
const MiB = 1024 * KiB;

// A subtitle file is text: a 24-minute episode's runs 30 to 60 kB, a film's a few hundred.
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  cover: 5 * MiB,
  thumbnail: 5 * MiB,
  avatar: 5 * MiB,
  ad: 5 * MiB,
  logo: 2 * MiB,
  subtitle: 512 * KiB,
  // A typesetting font is 50 kB to 2 MB; a whole CJK font more, which the CJK fallback stands in for (decision 070).
  font: 5 * MiB,
};

/**
 * An ASS/SSA subtitle file (decision 070) carries its styles and its signs' typesetting, and often
 * a font or two encoded in its [Fonts]: a typeset episode runs 0.1 to 2 MB, with fonts more. A
 * subtitle upload is read up to this; the WebVTT and SRT among them are held to `subtitle`.
 */
export const ASS_SUBTITLE_BYTES = 4 * MiB;

/** A font file as the site stores it (app/domain/fonts/font-file.ts): its extension and content type. */
export type FontType = { extension: "ttf" | "otf" | "ttc" | "woff"; contentType: string };

/** What a font file is by its first four bytes (TrueType, OpenType, a collection, WOFF); null when no font the site takes. */
export function fontTypeOf(bytes: Uint8Array): FontType | null {
  const signature = String.fromCharCode(...bytes.subarray(0, 4));
  if (signature === "\0\x01\0\0" || signature === "true") return { extension: "ttf", contentType: "font/ttf" };
  if (signature === "OTTO") return { extension: "otf", contentType: "font/otf" };
  if (signature === "ttcf") return { extension: "ttc", contentType: "font/collection" };
  if (signature === "wOFF") return { extension: "woff", contentType: "font/woff" };
  return null;
}

/** The largest upload of any kind: a body declaring more is refused before it is read. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** "2 MiB", "512 KiB" */
export const sizeText = (bytes: number) => (bytes < MiB ? `${bytes / KiB} KiB` : `${bytes / MiB} MiB`);
