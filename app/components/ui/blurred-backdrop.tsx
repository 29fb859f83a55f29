import type { ReactNode } from "react";

/**
 * A hero whose background is its own picture, blurred and faded into the page. The picture (the
 * series cover, the episode's poster) is the page's largest paint and the first of its images in
 * the document, so it is the one React preloads: with high priority, ahead of the scripts.
 */
export function BlurredBackdrop({ image, children }: { image: string; children: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden">
      <img
        src={image}
        alt=""
        aria-hidden="true"
        width={240}
        height={340}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full scale-110 object-cover opacity-40 blur-2xl"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-50/40 to-slate-50 dark:from-slate-950/40 dark:to-slate-950" />
      {children}
    </section>
  );
}
