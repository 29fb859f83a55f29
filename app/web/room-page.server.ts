import { redirect } from "react-router";
import { clientIpOf } from "~/.server/client-ip";
import type { AppContext } from "~/.server/context";
import { episodeAddressOf } from "~/domain/episodes/queries.server";
import { readRangeQuery } from "~/domain/episodes/ranges";
import { getWatchPage } from "~/domain/watch-page/queries.server";
import { roomOverview, roomTicket } from "~/domain/rooms/commands.server";
import { roomPath } from "~/domain/rooms/schema";
import { keptInStep, playerSource, playsOnPage, serversOf } from "~/lib/embed";
import { notFound } from "~/lib/refusals";
import { loginReturningTo } from "~/lib/redirects";
import { assScriptSources, streamOriginsOf } from "~/lib/stream-sources";
import { accountAnswer, accountRefusal } from "./account-json.server";
import { userSessionOf } from "./sessions.server";

/**
 * A watch-together room's page (decision 055) for its signed-in viewer: the episode the room is on
 * and the one server the page plays: a video file or an HLS stream when the episode has one, else
 * a YouTube embed (those play in step), else its first. A visitor who is not signed in is sent to sign in and back,
 * unless the host lets guests watch along.
 */
export async function roomPageFor(request: Request, app: AppContext, roomId: string) {
  const signedIn = await userSessionOf(request, app);
  const { state, guests } = await roomOverview(app, roomId, clientIpOf(request, app.env));
  if (!signedIn.ok && !guests) throw redirect(loginReturningTo(roomPath(roomId)));
  const { episode_id } = state;
  const address = await episodeAddressOf(app, episode_id);
  const page = address && (await getWatchPage(app, address.slug, address.number, readRangeQuery(new URLSearchParams())));
  if (!page) throw notFound("Episode");
  const servers = serversOf(page.episode);
  const sources = servers.map(playerSource);
  const own = sources.findIndex(playsOnPage);
  const server = servers[own >= 0 ? own : Math.max(sources.findIndex(keptInStep), 0)];
  return {
    roomId,
    series: page.series,
    episode: page.episode,
    segments: page.segments,
    server,
    streamOrigins: server ? streamOriginsOf([server]) : [],
    // A room's video never casts through Google's sender (decision 065); it may draw an ASS track.
    scriptSources: server && playsOnPage(playerSource(server)) ? assScriptSources(page.episode.subtitles) : [],
  };
}

/** A ticket to the room's socket for the page's script: the session cookie's viewer's, or a guest's. */
export async function roomTicketAnswer(request: Request, app: AppContext, roomId: string) {
  const signedIn = await userSessionOf(request, app);
  try {
    const asker = signedIn.ok ? { ...signedIn.account, sessionId: signedIn.sessionId } : null;
    return accountAnswer({ ticket: await roomTicket(app, roomId, asker, clientIpOf(request, app.env)) });
  } catch (error) {
    return accountRefusal(error);
  }
}
