import { redirect } from "react-router";
import { connectTracker, localeOfState, TrackerGrantRefused, TrackerStateRefused } from "~/domain/trackers/connect.server";
import { pathIn } from "~/lib/locale-paths";
import { loginReturningTo } from "~/lib/redirects";
import type { TrackerProvider } from "~/domain/trackers/providers.server";
import { pullTracker } from "~/domain/trackers/pull.server";
import { SourceUnavailable } from "~/lib/refusals";
import { siteOrigin } from "~/lib/site-url";
import { listServices } from "~/lib/vocabulary/series-sources";
import { readViewer } from "~/web/viewer.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/trackers.$provider.callback";

// Where a tracker sends the viewer back (decisions 060, 071): the state says who started
// the connection, and only that viewer's session finishes it; the page they land on says how it
// went, in their language.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const provider = params.provider as TrackerProvider;
  if (!listServices.includes(provider)) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const [code, state] = [url.searchParams.get("code"), url.searchParams.get("state")];
  const trackersPage = pathIn(localeOfState(state ?? ""), "/account/trackers");
  const back = (outcome: string) => redirect(`${trackersPage}?${new URLSearchParams({ [outcome]: provider })}`);
  // The viewer said no on the provider's page (error=access_denied), or the address was cut.
  if (!code || !state) return back("refused");
  const viewer = await readViewer(request, app);
  // Only the session that started the connection finishes it: a browser signed in to no one here
  // signs in first and comes back, and the state is checked against whoever that is.
  if (viewer.state !== "signed-in") return redirect(pathIn(localeOfState(state), loginReturningTo(`${url.pathname}${url.search}`)));
  try {
    const origin = siteOrigin(app.env, request.url);
    const connected = await connectTracker(app, provider, { code, state }, origin, viewer.viewer.id);
    // The tracker's list comes in after the answer: the viewer sees it on the page, or presses Sync now.
    app.waitUntil(
      pullTracker(app, connected.userId, provider).then(
        () => undefined,
        (error: Error) => console.warn("trackers: the first pull failed", provider, error.message),
      ),
    );
    return back("connected");
  } catch (error) {
    if (error instanceof SourceUnavailable) return back("unavailable");
    if (error instanceof TrackerGrantRefused) return back("refused");
    if (error instanceof TrackerStateRefused) return back("expired");
    throw error;
  }
}
