// The kinds of upload the site stores (the uploads table's `kind`) and how large each may be: read
// by the storage check, the API's early body check and the forms' labels, so each is written once.

export const uploadKinds = ["cover", "thumbnail", "logo", "avatar", "ad", "subtitle"] as const;
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
};

/**
 * An ASS/SSA subtitle file (decision 070) carries its styles and its signs' typesetting, and often
 * a font or two encoded in its [Fonts]: a typeset episode runs 0.1 to 2 MB, with fonts more. A
 * subtitle upload is read up to this; the WebVTT and SRT among them are held to `subtitle`.
 */
export const ASS_SUBTITLE_BYTES = 4 * MiB;

/** The largest upload of any kind: a body declaring more is refused before it is read. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** "2 MiB", "512 KiB" */
export const sizeText = (bytes: number) => (bytes < MiB ? `${bytes / KiB} KiB` : `${bytes / MiB} MiB`);
