// AniSkip's API v2 as aniskip/aniskip-api answers it (../shared/STACK.md): `GET
// /v2/skip-times/{malId}/{episodeNumber}?types=…&episodeLength=N`, 400 without episodeLength, 404
// with {found: false} when nothing is known, else the times of the types asked, at most one a type,
// and with a length other than 0 only those measured within 20 s of it. The times are the tests':
// `POST /__set {skipTimes: {malId, episode, results}}` (keyed by MyAnimeList id, so files running
// side by side never share them), or `{skipTimes: {malId, episode, raw: {status, body}}}` for an
// answer AniSkip should not give (a failure, a shape of its own; a body given as text is sent as
// it is, an error page in place of JSON).
import type { ServerResponse } from "node:http";

export type StandInSkipTime = { type: "op" | "ed" | "mixed-op" | "mixed-ed" | "recap"; start: number; end: number; length: number };

export function aniSkipStandIn() {
  const times = new Map<string, StandInSkipTime[]>();
  const raw = new Map<string, { status: number; body: unknown }>();
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  return {
    set(said: { malId: number; episode: number } & ({ results: StandInSkipTime[] } | { raw: { status: number; body: unknown } })) {
      if ("raw" in said) raw.set(`${said.malId}/${said.episode}`, said.raw);
      else times.set(`${said.malId}/${said.episode}`, said.results);
    },
    /** Answers a request of AniSkip's under `/aniskip`; false for any other. */
    handle(url: URL, response: ServerResponse): boolean {
      const asked = /^\/aniskip\/v2\/skip-times\/(\d+)\/(\d+(?:\.\d+)?)$/.exec(url.pathname);
      if (!asked) return false;
      const length = url.searchParams.get("episodeLength");
      if (length === null || !/^\d+(\.\d+)?$/.test(length)) {
        json(response, 400, { statusCode: 400, error: "Bad Request", message: '"episodeLength" is required' });
        return true;
      }
      const fixed = raw.get(`${asked[1]}/${asked[2]}`);
      if (fixed) {
        if (typeof fixed.body === "string") response.writeHead(fixed.status, { "Content-Type": "text/html" }).end(fixed.body);
        else json(response, fixed.status, fixed.body);
        return true;
      }
      const types = url.searchParams.getAll("types");
      const found = (times.get(`${asked[1]}/${asked[2]}`) ?? []).filter(
        (time) => types.includes(time.type) && (Number(length) === 0 || Math.abs(time.length - Number(length)) <= 20),
      );
      if (found.length === 0) json(response, 404, { found: false, results: [], message: "No episode found in database", statusCode: 404 });
      else
        json(response, 200, {
          found: true,
          results: found.map((time, index) => ({
            interval: { startTime: time.start, endTime: time.end },
            skipType: time.type,
            skipId: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
            episodeLength: time.length,
          })),
          message: "Successfully found skip times",
          statusCode: 200,
        });
      return true;
    },
  };
}
