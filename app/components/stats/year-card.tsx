import { renderToStaticMarkup } from "react-dom/server";
import type { ViewerStatsView } from "~/domain/stats/responses";
import { genreLabel } from "~/i18n/catalogue-labels";
import { textDirection } from "~/i18n/locales";
import { formatCount, numberFormat } from "~/lib/intl-formats";
import { SITE_NAME } from "~/lib/site-name";
import { cardFontOf, fitLine, inDirection, YEAR_CARD } from "~/lib/year-card";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

// A shared year as a picture for link previews (decision 077): drawn here as SVG in the page's
// language, made a PNG by the card's renderer. Each line is measured and set by the card itself
// (resvg neither wraps nor mirrors): from the right edge, embedded right to left, in Arabic.

const MARGIN = 72;
const INK = { text: "#f8fafc", muted: "#94a3b8", accent: "#fb7185", bar: "#e11d48", ground: "#0f172a" };
/** The facts' columns and the top genre's, from the start edge. */
const COLUMN = 360;
const TOP_GENRE_AT = 2 * COLUMN;

type Direction = "ltr" | "rtl";
type LineProps = { direction: Direction; at: number; y: number; size: number; fill: string; room: number; children: string };

/** A line at `at` pixels from the start edge, cut to `room` pixels, set from the right edge in Arabic. */
function Line({ direction, at, y, size, fill, room, children }: LineProps) {
  const line = fitLine(children, room / size);
  return (
    <text
      x={direction === "rtl" ? YEAR_CARD.width - MARGIN - at : MARGIN + at}
      y={y}
      fontSize={size}
      fill={fill}
      fontFamily={cardFontOf(line)}
      textAnchor={direction === "rtl" ? "end" : "start"}
    >
      {inDirection(line, direction)}
    </text>
  );
}

export function YearCard({ name, stats }: { name: string; stats: ViewerStatsView }) {
  const locale = getLocale();
  const direction = textDirection(locale);
  const { width, height } = YEAR_CARD;
  const count = (value: number) => formatCount(locale, value);
  const hours = numberFormat(locale, { maximumFractionDigits: 1 });
  const facts = [
    [m.stats_episodes(), count(stats.episodes)],
    [m.stats_hours(), hours.format(stats.hours)],
    [m.stats_series(), count(stats.series)],
  ] as const;
  const full = width - 2 * MARGIN;
  const title = m.year_shared_by({ name, year: stats.year });
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <title>{title}</title>
      <rect width={width} height={height} fill={INK.ground} />
      <rect x={direction === "rtl" ? width - 14 : 0} width={14} height={height} fill={INK.bar} />
      <Line direction={direction} at={0} y={112} size={30} fill={INK.accent} room={full}>
        {SITE_NAME}
      </Line>
      <Line direction={direction} at={0} y={190} size={54} fill={INK.text} room={full}>
        {title}
      </Line>
      {facts.map(([label, value], index) => (
        <g key={label}>
          <Line direction={direction} at={index * COLUMN} y={300} size={76} fill={INK.text} room={COLUMN - 24}>
            {value}
          </Line>
          <Line direction={direction} at={index * COLUMN} y={346} size={28} fill={INK.muted} room={COLUMN - 24}>
            {label}
          </Line>
        </g>
      ))}
      <Line direction={direction} at={0} y={430} size={26} fill={INK.accent} room={TOP_GENRE_AT - 24}>
        {m.year_top_series()}
      </Line>
      {stats.top_series.slice(0, 3).map((entry, index) => (
        <g key={entry.id}>
          <Line direction={direction} at={0} y={480 + index * 50} size={34} fill={INK.accent} room={48}>
            {count(index + 1)}
          </Line>
          <Line direction={direction} at={48} y={480 + index * 50} size={34} fill={INK.text} room={TOP_GENRE_AT - 72}>
            {entry.title}
          </Line>
        </g>
      ))}
      <Line direction={direction} at={TOP_GENRE_AT} y={430} size={26} fill={INK.accent} room={full - TOP_GENRE_AT}>
        {m.year_top_genre()}
      </Line>
      <Line direction={direction} at={TOP_GENRE_AT} y={484} size={40} fill={INK.text} room={full - TOP_GENRE_AT}>
        {stats.genres[0] ? genreLabel(stats.genres[0].name) : "–"}
      </Line>
    </svg>
  );
}

/** The card's SVG, as the renderer takes it. */
export const yearCardSvg = (name: string, stats: ViewerStatsView) => renderToStaticMarkup(<YearCard name={name} stats={stats} />);
