// Where the viewer stopped in each direct video, kept in this browser beside the watch history
// (whose entry format the spec fixes). Keyed by episode id.
export const POSITIONS_KEY = "anime_watch_positions";
const POSITIONS_LIMIT = 200;
/** Closer to the start than this, or closer to the end, starts from the beginning. */
const RESUME_MARGIN_SECONDS = 5;

export type SavedPosition = { position: number; duration: number; at: number };
export type Positions = Record<string, SavedPosition>;

const isSaved = (value: unknown): value is SavedPosition =>
  typeof value === "object" &&
  value !== null &&
  [(value as SavedPosition).position, (value as SavedPosition).duration, (value as SavedPosition).at].every(Number.isFinite);

export function parsePositions(raw: string | null): Positions {
  try {
    const value: unknown = JSON.parse(raw ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, saved]) => isSaved(saved)));
  } catch {
    return {};
  }
}

/** The positions with this episode's updated (to the second), keeping the most recent few hundred. */
export function withPosition(positions: Positions, episodeId: number, position: number, duration: number, now = Date.now()): Positions {
  const next: Positions = { ...positions, [episodeId]: { position: Math.floor(position), duration: Math.floor(duration), at: now } };
  const entries = Object.entries(next);
  if (entries.length <= POSITIONS_LIMIT) return next;
  return Object.fromEntries(entries.sort(([, a], [, b]) => b.at - a.at).slice(0, POSITIONS_LIMIT));
}

/** Where to start playing again, or null to start from the beginning (never started, or finished). */
export function resumePoint(saved: SavedPosition | undefined): number | null {
  if (!saved || saved.position < RESUME_MARGIN_SECONDS) return null;
  return saved.position < saved.duration - RESUME_MARGIN_SECONDS ? saved.position : null;
}

/** How much of the episode was watched, 0 to 1. */
export const progressOf = (saved: SavedPosition | undefined) =>
  saved && saved.duration > 0 ? Math.min(1, saved.position / saved.duration) : 0;

/** 754 → "12:34", 3754 → "1:02:34". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
