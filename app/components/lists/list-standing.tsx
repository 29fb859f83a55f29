import { type ExternalIdField, externalLinksOf } from "~/lib/external-ids";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { numberFormat } from "~/lib/intl-formats";

/** A mean score with two decimals, in the page's language ("4.50" in English). */
const scoreText = (score: number) => numberFormat(getLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);

/** How many viewers' lists hold the series, and their mean score once there is one. */
export function ListStanding({ members, score }: { members: number; score: number | null }) {
  return (
    <>
      {score !== null ? (
        <span className="chip bg-amber-500/15 text-amber-800 dark:text-amber-300" title={m.mylist_mean_score()}>
          {`★ ${scoreText(score)}`}
        </span>
      ) : null}
      {members > 0 ? <span className="chip-muted">{m.mylist_members({ count: members })}</span> : null}
    </>
  );
}

/** The series' entries on MyAnimeList, AniList and Bangumi. */
export function ExternalLinks({ ids }: { ids: Partial<Record<ExternalIdField, number | null>> }) {
  const links = externalLinksOf(ids);
  if (links.length === 0) return null;
  return (
    <ul aria-label={m.mylist_other_sites()} className="flex flex-wrap gap-3 text-sm">
      {links.map((link) => (
        <li key={link.field}>
          <a href={link.url} className="link" rel="noopener noreferrer external">
            {`${link.site} ↗`}
          </a>
        </li>
      ))}
    </ul>
  );
}
