import type { ReactNode } from "react";
import { Picture } from "~/components/ui/picture";

/**
 * A hero whose background is its own picture, blurred and faded into the page. Blurred by 40 px,
 * the picture shows no more detail at an eighth of its box's width than at all of it: it asks for
 * the variant of that width (a few kB), on the first screen.
 */
export function BlurredBackdrop({ image, children }: { image: string; children: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden">
      <Picture
        src={image}
        alt=""
        width={240}
        height={340}
        sizes="12vw"
        drawn={[48, 160]}
        load="eager"
        className="absolute inset-0 -z-10 h-full w-full scale-110 object-cover opacity-40 blur-2xl"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-50/40 to-slate-50 dark:from-slate-950/40 dark:to-slate-950" />
      {children}
    </section>
  );
}
