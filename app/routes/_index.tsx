import { SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData, useRouteLoaderData } from "react-router";
import { AdSlot } from "~/components/home/ad-slot";
import { ContinueWatching } from "~/components/home/continue-watching";
import { BecauseYouWatched } from "~/components/home/because-you-watched";
import { recommendedFor } from "~/domain/similar/queries.server";
import { readContinueWatching } from "~/domain/watch-history/queries.server";
import { readBrowsing } from "~/web/browsing.server";
import { SchedulePanel } from "~/components/home/schedule-panel";
import { HOME_PAGE_SIZE, SeriesSection } from "~/components/home/series-section";
import { SocialLinks } from "~/components/home/social-links";
import { Top10Panel, top10Tabs } from "~/components/home/top10-panel";
import { pageFrom } from "~/components/ui/pager";
import { activeAdFor } from "~/domain/ads/queries.server";
import { listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { SCHEDULE_DAYS } from "~/domain/schedule/schema";
import { dayLabel } from "~/lib/schedule-display";
import { cardOf, type SeriesCardView } from "~/domain/series/present";
import { findNumberedPage, findSectionPages, type NumberedPage } from "~/domain/series/catalogue.server";
import type { HomeList } from "~/domain/series/schema";
import { getSocialLinks } from "~/domain/settings/queries.server";
import { getTop10 } from "~/domain/top10/queries.server";
import { addDays, todayIn, zonedTimeToUtc } from "~/lib/dates";
import { originOf, pageMeta, siteFeeds } from "~/lib/page-meta";
import type { loader as rootLoader } from "~/root";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/_index";
import { aroundSlot } from "~/lib/message-slot";
import { m } from "~/paraglide/messages";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/",
    title: m.home_meta_title({ site: SITE_NAME }),
    description: m.home_meta_description(),
    feeds: siteFeeds,
  });

// Titles are message functions, called at render in the page's language.
const sections = [
  { id: "popular", title: m.home_section_popular },
  { id: "latest", title: m.home_section_latest },
  { id: "new", title: m.home_section_new },
  { id: "completed", title: m.home_section_completed },
] as const satisfies readonly { id: HomeList; title: () => string }[];

/** The four sections, each at the page the address asks for. */
const sectionPages = (params: URLSearchParams) =>
  sections.map(({ id }) => ({ list: id, asked: pageFrom(params, id, Number.MAX_SAFE_INTEGER) }));

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const params = url.searchParams;
  const viewer = await readBrowsing(request, app);
  const [sectionsRead, schedule, weekly, monthly, allTime, social, ad, recommended, continuing] = await Promise.all([
    // Every section and its count in one round trip, less what a signed-in viewer hides.
    findSectionPages(app, sectionPages(params), viewer, "updated", HOME_PAGE_SIZE),
    listUpcomingSchedule(app),
    getTop10(app, "weekly"),
    getTop10(app, "monthly"),
    getTop10(app, "all"),
    getSocialLinks(app),
    activeAdFor(app, "sidebar"),
    viewer ? recommendedFor(app, viewer.userId) : [],
    // A signed-in viewer's Continue watching comes from their account: their home runs no app to read the browser's copy.
    viewer ? readContinueWatching(app, viewer.userId) : null,
  ]);
  const cards = (page: NumberedPage) => ({ ...page, items: page.items.map(cardOf) });
  const lists = Object.fromEntries(sections.map((section, index) => [section.id, cards(sectionsRead[index]!)]));
  // All Series stands in only when no series is in any section: a second read, on an empty home alone.
  const allSeries = sectionsRead.every((page) => page.total === 0)
    ? cards(await findNumberedPage(app, { hiddenFor: viewer }, "updated", pageFrom(params, "all", Number.MAX_SAFE_INTEGER), HOME_PAGE_SIZE))
    : null;
  const today = todayIn(app.env.SITE_TIMEZONE);
  const timeZone = app.env.SITE_TIMEZONE;
  const days = Array.from({ length: SCHEDULE_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    // Each airing as an instant too, so the browser can show it in the viewer's own zone.
    const entries = schedule
      .filter((entry) => entry.air_date === date)
      .map((entry) => ({ ...entry, at: zonedTimeToUtc(entry.air_date, entry.air_time, timeZone).toISOString() }));
    return { date, label: dayLabel(date), entries };
  });
  const day = Number(params.get("day") ?? 0);
  const top = params.get("top");
  return {
    lists,
    allSeries,
    days,
    timeZone,
    selectedDay: Number.isInteger(day) && day >= 0 && day < SCHEDULE_DAYS ? day : 0,
    top10: { weekly, monthly, all: allTime },
    selectedTop: top10Tabs.some((tab) => tab.value === top) ? top! : "weekly",
    social,
    ad,
    recommended,
    continuing,
  };
}

/**
 * The home page works as the server writes it (decision 052): its sections page by links, the
 * schedule's and Top 10's tabs are links an island switches in place, and islands show Continue
 * watching and the schedule in the viewer's zone. A signed-in viewer's home leaves the app too
 * (issue #70: hydrating it cost the render a third more CPU than the free plan's 10 ms allows):
 * their Continue watching is read from their account, and their history is kept in step by the
 * pages that run the app.
 */
export const handle = { hydrate: false, signedIn: "islands" };

type SectionPage = Omit<NumberedPage, "items"> & { items: SeriesCardView[] };

/** "Welcome back, {username}!" with the name in bold, wherever the language puts it. */
function WelcomeBack({ username }: { username: string }) {
  const [before, after] = aroundSlot((slot) => m.home_welcome_back({ username: slot }));
  return (
    <p className="alert-success mb-4">
      {before}
      <strong>{username}</strong>
      {after}
    </p>
  );
}

function Section({ id, title, data, priority }: { id: string; title: string; data: SectionPage; priority?: boolean }) {
  return (
    <SeriesSection
      id={id}
      title={title}
      items={data.items}
      page={data.page}
      pageCount={data.pageCount}
      total={data.total}
      capped={data.capped}
      priority={priority}
    />
  );
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [popular, latest, fresh, completed] = sections.map((section) => ({ ...section, data: data.lists[section.id]! }));
  return (
    <main className="mx-auto max-w-7xl px-2 py-6 sm:px-4">
      {root?.viewer ? <WelcomeBack username={root.viewer.username} /> : null}
      <section className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-br from-rose-700 via-fuchsia-800 to-indigo-900 px-6 py-8 text-white shadow-lg sm:px-10 sm:py-10">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{SITE_NAME}</h1>
        <p className="mt-2 max-w-xl text-base text-rose-100 sm:text-lg">{m.home_hero_text()}</p>
        <div className="mt-5">
          <SocialLinks links={data.social} />
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-10">
          <ContinueWatching account={data.continuing} />
          <BecauseYouWatched recommended={data.recommended} />
          <Section id={popular!.id} title={popular!.title()} data={popular!.data} priority />
          <Section id={latest!.id} title={latest!.title()} data={latest!.data} />
          <Section id={fresh!.id} title={fresh!.title()} data={fresh!.data} />
          <SchedulePanel days={data.days} selected={data.selectedDay} siteTimeZone={data.timeZone} />
          <Section id={completed!.id} title={completed!.title()} data={completed!.data} />
          {data.allSeries ? <Section id="all" title={m.home_section_all()} data={data.allSeries} /> : null}
        </div>
        <aside className="space-y-6" aria-label={m.home_sidebar()}>
          <AdSlot ad={data.ad} />
          <Top10Panel lists={data.top10} selected={data.selectedTop} />
        </aside>
      </div>
    </main>
  );
}
