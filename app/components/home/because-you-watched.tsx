import { SeriesCards } from "~/components/series-card";
import { HOME_PAGE_SIZE } from "~/components/home/series-section";
import { cardOf } from "~/domain/series/present";
import type { RecommendationView } from "~/domain/similar/responses";
import { aroundSlot } from "~/lib/message-slot";
import { m } from "~/paraglide/messages";

/** How many of the viewer's series lead a row of their own. */
const ROWS = 2;

/** "Because you watched {title}", the title isolated in its own direction wherever the language puts it. */
function Heading({ id, title }: { id: string; title: string }) {
  const [before, after] = aroundSlot((slot) => m.home_because_you_watched({ title: slot }));
  return (
    <h2 id={id} className="mb-3 text-xl font-bold tracking-tight">
      {before}
      <bdi>{title}</bdi>
      {after}
    </h2>
  );
}

/**
 * A signed-in viewer's recommendations (decision 061): a row for each of the first series they
 * took to, with the series like it they have not seen, best first.
 */
export function BecauseYouWatched({ recommended }: { recommended: RecommendationView[] }) {
  const rows = [...Map.groupBy(recommended, (item) => item.because.id).values()].slice(0, ROWS);
  return rows.map((items) => {
    const id = `because-${items[0]!.because.id}`;
    return (
      <section key={id} aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`} title={items[0]!.because.title} />
        <SeriesCards series={items.slice(0, HOME_PAGE_SIZE).map((item) => cardOf(item.series))} eager={0} />
      </section>
    );
  });
}
