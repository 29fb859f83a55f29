import { type ExternalIdField, externalLinksOf } from "~/lib/external-ids";

/** How many viewers' lists hold the series, and their mean score once there is one. */
export function ListStanding({ members, score }: { members: number; score: number | null }) {
  return (
    <>
      {score !== null ? (
        <span className="chip bg-amber-500/15 text-amber-800 dark:text-amber-300" title="Viewers' mean score">
          {`★ ${score.toFixed(2)}`}
        </span>
      ) : null}
      {members > 0 ? <span className="chip-muted">{`${members.toLocaleString("en")} ${members === 1 ? "member" : "members"}`}</span> : null}
    </>
  );
}

/** The series' entries on MyAnimeList, AniList and Bangumi. */
export function ExternalLinks({ ids }: { ids: Partial<Record<ExternalIdField, number | null>> }) {
  const links = externalLinksOf(ids);
  if (links.length === 0) return null;
  return (
    <ul aria-label="On other sites" className="flex flex-wrap gap-3 text-sm">
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
