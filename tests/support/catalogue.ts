// Series and episodes a test file makes through the API for itself, each series named apart, and
// the pages it reads back.
import { expect } from "vitest";
import { call } from "./api";
import { fetchWorker } from "./worker";

let made = 0;

/** A new series titled `title` and a number of this file's own; answers its id and slug. */
export async function newSeries(token: string, title: string) {
  made += 1;
  const { status, data } = await call("POST", "/series", { token, json: { title: `${title} ${made}`, description: "Made by a test." } });
  expect(status, JSON.stringify(data)).toBe(201);
  return data as { id: number; slug: string };
}

/** Episode `number` of a series, with `fields` beside the required ones; answers the API's episode. */
export async function addEpisode<T = Record<string, unknown>>(
  token: string,
  seriesId: number,
  number: number,
  fields: Record<string, unknown> = {},
) {
  const { status, data } = await call("POST", "/episodes", {
    token,
    json: { series_id: seriesId, episode_number: number, title: `Ep ${number}`, description: "An episode.", ...fields },
  });
  expect(status, JSON.stringify(data)).toBe(201);
  return data as { id: number } & T;
}

/** A page's HTML, which must answer 200. */
export async function pageHtml(path: string) {
  const response = await fetchWorker(path);
  expect(response.status).toBe(200);
  return response.text();
}
