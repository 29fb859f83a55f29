import { useEffect, useState } from "react";
import { browserWatchPreferences, NO_PREFERENCES, type WatchPreferences } from "~/lib/watch-preferences";

/**
 * How this viewer watches (decision 053): a signed-in viewer's, which their own page carries from
 * the account, else, once hydrated, what this browser's cookies say. A shared page is drawn with no
 * preference and takes the browser's after hydration, so every viewer can be served the same HTML.
 */
export function useWatchPreferences(fromAccount: WatchPreferences | null): WatchPreferences {
  const [fromBrowser, setFromBrowser] = useState<WatchPreferences | null>(null);
  useEffect(() => {
    if (!fromAccount) setFromBrowser(browserWatchPreferences());
  }, [fromAccount]);
  return fromAccount ?? fromBrowser ?? NO_PREFERENCES;
}
