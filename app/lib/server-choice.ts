// The server the viewer last chose for each series, kept in this browser, and its audio: the next
// episode of that series opens on a server of that name, else on the first of that audio, so a
// series watched dubbed stays dubbed whatever the viewer's preference says (decision 053).
import { serverOfAudio, type WatchPreferences } from "./watch-preferences";
import { type ServerAudio, serverAudios } from "./vocabulary/server-audio";

export const SERVER_CHOICE_KEY = "anime_server_choice";
const CHOICES_LIMIT = 100;

/** Newest first. A list, not an object: an object would order numeric series ids by value. */
export type ServerChoice = { seriesId: number; label: string; audio?: ServerAudio };
type ServerOption = { label: string; audio?: ServerAudio | null };

const isAudio = (value: unknown): value is ServerAudio => (serverAudios as readonly unknown[]).includes(value);

export function parseServerChoices(raw: string | null): ServerChoice[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter((choice): choice is ServerChoice => typeof choice?.seriesId === "number" && typeof choice?.label === "string")
      .map(({ seriesId, label, audio }) => (isAudio(audio) ? { seriesId, label, audio } : { seriesId, label }));
  } catch {
    return [];
  }
}

/** The choices with this series' first, keeping the last hundred series. */
export function withServerChoice(choices: ServerChoice[], seriesId: number, server: ServerOption): ServerChoice[] {
  const choice = { seriesId, label: server.label, ...(server.audio ? { audio: server.audio } : {}) };
  return [choice, ...choices.filter((other) => other.seriesId !== seriesId)].slice(0, CHOICES_LIMIT);
}

/** This series' remembered choice, if any. */
export const seriesChoice = (choices: ServerChoice[], seriesId: number) => choices.find((choice) => choice.seriesId === seriesId);

/** The index of the remembered server among this episode's (by name, else by audio), or null. */
export function rememberedServerIndex(choice: ServerChoice | undefined, servers: readonly ServerOption[]): number | null {
  if (!choice) return null;
  const index = servers.findIndex((server) => server.label === choice.label);
  if (index >= 0) return index;
  return choice.audio ? serverOfAudio(servers, choice.audio) : null;
}

/**
 * The server to show: the one in the address when it names one; else the one this browser last
 * chose for the series (by name, else by its audio), else the first of the viewer's audio; else
 * the one the page was drawn on. `missing` is the audio the viewer wanted when the episode has no
 * server of it (decision 053).
 */
export function chosenServer(
  remembered: ServerChoice | undefined,
  servers: readonly ServerOption[],
  drawn: { index: number; named: boolean },
  watching: WatchPreferences,
) {
  if (drawn.named) return { shown: drawn.index, missing: null };
  const shown = rememberedServerIndex(remembered, servers) ?? serverOfAudio(servers, watching.audio) ?? drawn.index;
  const wanted = remembered?.audio ?? watching.audio;
  const missing = wanted !== "any" && servers.length > 0 && serverOfAudio(servers, wanted) === null ? wanted : null;
  return { shown, missing };
}
