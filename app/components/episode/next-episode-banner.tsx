import { useState } from "react";
import { Icon } from "~/components/ui/icons";

/** Shown when the schedule has the next episode; dismissible with JavaScript. */
export function NextEpisodeBanner({ when }: { when: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div role="status" className="alert-info flex items-center gap-3">
      <p className="flex-1">Estimated the next episode will come at {when}</p>
      <button type="button" onClick={() => setOpen(false)} className="rounded p-1 hover:bg-sky-200/60 dark:hover:bg-sky-900" aria-label="Dismiss">
        <Icon name="close" width={16} height={16} />
      </button>
    </div>
  );
}
