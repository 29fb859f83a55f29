// The server the viewer last chose for each series, kept in this browser: the next episode of
// that series opens on it when it has a server of that name.
export const SERVER_CHOICE_KEY = "anime_server_choice";
const CHOICES_LIMIT = 100;

/** Newest first. A list, not an object: an object would order numeric series ids by value. */
export type ServerChoice = { seriesId: number; label: string };

export function parseServerChoices(raw: string | null): ServerChoice[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value)
      ? value.filter((choice): choice is ServerChoice => typeof choice?.seriesId === "number" && typeof choice?.label === "string")
      : [];
  } catch {
    return [];
  }
}

/** The choices with this series' first, keeping the last hundred series. */
export function withServerChoice(choices: ServerChoice[], seriesId: number, label: string): ServerChoice[] {
  return [{ seriesId, label }, ...choices.filter((choice) => choice.seriesId !== seriesId)].slice(0, CHOICES_LIMIT);
}

/** The index of the remembered server among this episode's, or null. */
export function rememberedServerIndex(choices: ServerChoice[], seriesId: number, labels: string[]): number | null {
  const label = choices.find((choice) => choice.seriesId === seriesId)?.label;
  const index = label === undefined ? -1 : labels.indexOf(label);
  return index >= 0 ? index : null;
}
