import { Link } from "@remix-run/react";
import { seriesImage } from "~/lib/images";

type CardSeries = {
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  cover_image: string | null;
  image: string | null;
};

export function SeriesCard({ series }: { series: CardSeries }) {
  const title = series.title.trim() || "Untitled";
  return (
    <Link
      to={`/${series.slug}`}
      className="group block overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200 transition hover:ring-rose-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-rose-500 dark:bg-slate-900 dark:ring-slate-800"
    >
      <img
        src={seriesImage(series)}
        alt=""
        width={240}
        height={340}
        loading="lazy"
        decoding="async"
        className="aspect-[12/17] w-full object-cover"
      />
      <div className="p-3">
        <h2 className="line-clamp-2 font-semibold leading-snug group-hover:text-rose-500">{title}</h2>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
          {series.subtitle || series.description}
        </p>
      </div>
    </Link>
  );
}
