// Where a series stands on a viewer's list, as a page shows it: the stored status (and the form's
// value, the tab's address, the API's and the MyAnimeList file's) stays English; the label is in the
// page's language. The English names the API's refusal lists are listStatusLabels (app/lib/vocabulary).
import type { ListStatus } from "~/lib/vocabulary/list-statuses";
import { m } from "~/paraglide/messages";

const LABELS: Record<ListStatus, () => string> = {
  watching: m.mylist_status_watching,
  completed: m.mylist_status_completed,
  on_hold: m.mylist_status_on_hold,
  dropped: m.mylist_status_dropped,
  plan_to_watch: m.mylist_status_plan_to_watch,
};

/** A list status's label in the page's language. */
export const listStatusLabel = (status: ListStatus) => LABELS[status]();
