/** Shows `tab`'s panel and hides the others', as app/components/ui/link-tabs.tsx writes them. */
function show(tabs: HTMLElement[], tab: HTMLElement) {
  for (const each of tabs) {
    const active = each === tab;
    each.setAttribute("aria-selected", String(active));
    each.dataset.state = active ? "active" : "inactive";
    each.tabIndex = active ? 0 : -1;
    const panel = document.getElementById(each.getAttribute("aria-controls") ?? "");
    if (panel) {
      panel.hidden = !active;
      panel.dataset.state = each.dataset.state;
    }
  }
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The tabs of app/components/ui/link-tabs.tsx (the schedule's days, the Top 10's periods): each
 * tab is a link to the page with it chosen; clicked, it shows its panel in place instead (every
 * panel is in the page). From the first focus the tabs take the keys of the APG's tabs pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), activating as focus moves: the arrows (turned
 * around on a right-to-left page), Home and End; only the chosen tab is in the Tab order.
 */
export default function tabList(list: HTMLElement, event: Event) {
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  if (!list.dataset.started) {
    list.dataset.started = "true";
    show(tabs, tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs[0]!);
    list.addEventListener("keydown", (key) => {
      const at = tabs.indexOf(key.target as HTMLElement);
      const step = (STEPS[key.key] ?? 0) * (getComputedStyle(list).direction === "rtl" ? -1 : 1);
      const to = key.key === "Home" ? 0 : key.key === "End" ? tabs.length - 1 : step ? (at + step + tabs.length) % tabs.length : -1;
      if (at < 0 || to < 0) return;
      key.preventDefault();
      tabs[to]!.focus();
      show(tabs, tabs[to]!);
    });
  }
  const clicked = event.type === "click" && (event.target as Element).closest<HTMLElement>('[role="tab"]');
  if (clicked) show(tabs, clicked);
}
