import { seriesTitle } from "~/lib/display";
import { episodePath } from "~/lib/episode-url";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

/** The cells a moderation list (comments, player reports) opens each row with. */
type NamedEpisode = { series_slug: string; series_title: string; episode_number: number };

/** A record's state as a chip: green once it is dealt with (approved, fixed), amber while it waits. */
export function StateChip({ done, label }: { done: boolean; label: string }) {
  return (
    <td>
      <span className={`chip text-white ${done ? "bg-emerald-700" : "bg-amber-700"}`}>{label}</span>
    </td>
  );
}

/** The episode a record names, opening its page in a new tab. */
export function EpisodeCell({ record }: { record: NamedEpisode }) {
  return (
    <td>
      <a href={localized(episodePath(record.series_slug, record.episode_number))} target="_blank" rel="noreferrer" className="link">
        {seriesTitle(record.series_title)} · {m.common_ep_n({ number: record.episode_number })}
      </a>
    </td>
  );
}

/** When a record came, to the minute, as stored (UTC). */
export function TimeCell({ iso }: { iso: string }) {
  return <td className="whitespace-nowrap">{iso.slice(0, 16).replace("T", " ")}</td>;
}
