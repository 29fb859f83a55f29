import { clockIn, viewerTimeZone } from "~/lib/browser/viewer-time";
import { m } from "~/paraglide/messages";
import { pageLanguage } from "./page-language";

/**
 * The schedule (app/components/home/schedule-panel.tsx) on a page without the app, loaded at once
 * when the viewer's zone is not the site's: each time, and the note naming the zone, as React
 * writes them where the app runs.
 */
export default async function scheduleTimes(section: HTMLElement) {
  await pageLanguage();
  for (const time of section.querySelectorAll("time")) time.textContent = clockIn(time.dateTime, time.dataset.date);
  section.querySelector('[data-part="zone"]')!.textContent = m.home_schedule_viewer_zone({ zone: viewerTimeZone() });
}
