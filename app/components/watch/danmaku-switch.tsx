import { useEffect, useState } from "react";
import { readStored, writeStored } from "~/lib/browser/local-store";
import { m } from "~/paraglide/messages";

const HIDDEN_KEY = "danmaku_hidden";

/** Whether this browser shows on-screen comments (it does until they are turned off), kept for the next video and room. */
export function useDanmakuShown() {
  const [shown, setShown] = useState(true);
  useEffect(() => setShown(!readStored(HIDDEN_KEY, (raw) => raw === "true")), []);
  const show = (next: boolean) => {
    writeStored(HIDDEN_KEY, !next);
    setShown(next);
  };
  return [shown, show] as const;
}

export function DanmakuSwitch({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={shown} onChange={(event) => onChange(event.currentTarget.checked)} />
      {m.danmaku_show()}
    </label>
  );
}
