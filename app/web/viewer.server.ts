import type { AppContext } from "~/.server/context";
import { readSessionToken, userSessionOf } from "./sessions.server";
import type { TitleLanguage } from "~/lib/vocabulary/title-languages";
import type { WatchPreferences } from "~/lib/watch-preferences";
import { browsingOf, type Browsing } from "~/lib/browsing";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";

export type Viewer = {
  /** The profile the session acts as (decision 074), and its name. */
  id: number;
  username: string;
  /** The account of that profile: the name its comments go out under. */
  account: { id: number; username: string };
  email: string;
  avatar: string | null;
  titleLanguage: TitleLanguage;
  watching: WatchPreferences;
  browsing: Browsing;
  /** The kinds of skip segments the player passes over without a press (issue #82). */
  autoSkip: SegmentKind[];
};

export type ViewerSession =
  | { state: "anonymous" }
  | { state: "signed-in"; viewer: Viewer }
  | { state: "blocked" }
  // A cookie whose token is expired or whose account is gone: dropped on the next response.
  | { state: "stale" };

/** Who is looking at a page, from the user session cookie. */
export async function readViewer(request: Request, app: AppContext): Promise<ViewerSession> {
  if (!(await readSessionToken(request, "user"))) return { state: "anonymous" };
  const result = await userSessionOf(request, app);
  if (result.ok) {
    const { id, username, avatar, titleLanguage, audioPreference, skipFiller, secondSubtitles, autoSkip } = result.principal;
    const { email } = result.account;
    const account = { id: result.account.id, username: result.account.username };
    const watching = { audio: audioPreference, skipFiller, secondSubtitles };
    const browsing = browsingOf(result.principal);
    return { state: "signed-in", viewer: { id, username, account, email, avatar, titleLanguage, watching, browsing, autoSkip } };
  }
  return result.reason === "blocked" ? { state: "blocked" } : { state: "stale" };
}
