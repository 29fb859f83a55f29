// The 300x60 sidebar placement: the active sidebar ad (an image and a link, never HTML), else a neutral box.
import { Picture } from "~/components/ui/picture";
import { m } from "~/paraglide/messages";
type Ad = { title: string; image: string | null; link: string | null };

export function AdSlot({ ad }: { ad: Ad | null }) {
  const box = "flex h-[60px] w-[300px] max-w-full items-center justify-center overflow-hidden rounded-lg";
  if (!ad)
    return (
      <div
        className={`${box} border border-dashed border-slate-300 text-xs uppercase tracking-widest text-slate-600 dark:border-slate-700 dark:text-slate-400`}
      >
        {m.home_ad_placeholder()}
      </div>
    );
  const content = ad.image ? (
    <Picture src={ad.image} alt={ad.title} width={300} height={60} className="h-[60px] w-[300px] object-cover" />
  ) : (
    <span className="px-3 text-sm font-semibold">{ad.title}</span>
  );
  return ad.link ? (
    <a href={ad.link} target="_blank" rel="sponsored noopener noreferrer" className={`${box} bg-slate-200 dark:bg-slate-800`}>
      {content}
    </a>
  ) : (
    <div className={`${box} bg-slate-200 dark:bg-slate-800`}>{content}</div>
  );
}
