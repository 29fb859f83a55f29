import { yearCardPicture } from "~/domain/year-shares/card.server";
import { sharedYearStats } from "~/domain/year-shares/queries.server";
import { yearCardSvg } from "~/components/stats/year-card";
import { notFoundText } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import { getLocale } from "~/paraglide/runtime";
import type { Route } from "./+types/y.$key.card[.]png";

/**
 * A shared year's card (decision 077), the share page's `og:image`: kept by whoever fetched it for
 * a few minutes, by no cache in between, so a share taken back stops showing it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const shared = await sharedYearStats(app, params.key);
  if (!shared) return notFoundText();
  const card = await yearCardPicture(app, { key: params.key, locale: getLocale(), svg: yearCardSvg(shared.name, shared.stats) });
  if (!card) return notFoundText();
  return new Response(card.png, {
    headers: { "Content-Type": "image/png", "Cache-Control": "private, max-age=300", "X-Robots-Tag": "noindex" },
  });
}
