// Inline icons (24x24, currentColor), so no icon font or sprite request delays the first paint.
import type { SVGProps } from "react";

const paths = {
  sun: "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z",
  moon: "M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z",
  user: "M20 21a8 8 0 0 0-16 0m8-10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z",
  bookmark: "m19 21-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z",
  bell: "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0",
  logout: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9",
  menu: "M3 6h18M3 12h18M3 18h18",
  search: "m21 21-4.35-4.35M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z",
  play: "M7 4v16l13-8L7 4Z",
  right: "m9 18 6-6-6-6",
  previous: "m15 18-6-6 6-6",
  next: "m9 18 6-6-6-6",
  up: "m18 15-6-6-6 6",
  close: "M18 6 6 18M6 6l12 12",
  send: "m22 2-7 20-4-9-9-4 20-7Z",
  flag: "M4 22V4m0 0c4-2 8 2 12 0v9c-4 2-8-2-12 0",
  cast: "M2 8V6a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-6M2 12a9 9 0 0 1 8 8m-8-4a5 5 0 0 1 4 4m-4 0h.01",
  download: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3",
  check: "M20 6 9 17l-5-5",
  captions: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm2 10h4m4 0h2M7 11h2m4 0h4",
  "eye-off":
    "M9.88 9.88a3 3 0 1 0 4.24 4.24M10.73 5.08A10.43 10.43 0 0 1 12 5c7 0 10 7 10 7a13.16 13.16 0 0 1-1.67 2.68M6.61 6.61A13.53 13.53 0 0 0 2 12s3 7 10 7a9.74 9.74 0 0 0 5.39-1.61M2 2l20 20",
  keyboard: "M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm3 4h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8",
  youtube:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10 15V9l5.2 3L10 15Z",
  instagram: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm5.5-1.5h.01",
  discord:
    "M8 12h.01M16 12h.01M7.5 17.5 6 20c-2-.5-3.5-1.4-4.5-2.5C1.5 11 3 6.5 5.5 4.5 7 4 8.5 3.6 9.5 3.5L10 5c1.3-.2 2.7-.2 4 0l.5-1.5c1 .1 2.5.5 4 1C21 6.5 22.5 11 22.5 17.5c-1 1.1-2.5 2-4.5 2.5l-1.5-2.5",
  telegram: "M21.5 3.5 2.5 11l6 2.5m13-10-3 17-7-6m10-11-10 11m0 0v6l3.5-3.5",
} as const;

export type IconName = keyof typeof paths;

/**
 * Chevrons for going back and on in the reading order (a pager, the previous and next episode):
 * they point the other way on a right-to-left page, where "previous" sits on the right. The
 * player's (`right`) does not turn: its frame stays left to right.
 */
const FOLLOWS_READING = new Set<IconName>(["previous", "next"]);

export function Icon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      className={FOLLOWS_READING.has(name) ? `rtl:-scale-x-100 ${className ?? ""}`.trim() : className}
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
