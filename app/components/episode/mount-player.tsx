import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { pageLanguage } from "~/islands/page-language";
import { PlayerSection, type PlayerSectionProps } from "./player-section";

/** Calls `done` once the section under it has committed, its effects run; again for a new `done`. */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/** Renders `section` into the root and resolves once it has committed. */
const committed = (render: (section: ReactNode) => void, section: ReactNode) =>
  new Promise<void>((resolve) => render(<Committed done={resolve}>{section}</Committed>));

/**
 * Hydrates the episode's player section where the server drew it, on a page without the app
 * (./player-island.ts), in the page's language. Then it is drawn again without the
 * island's marks, so its links and keys go straight to React, and with what the section's own
 * effects changed on hydrating (the shortcuts' dialog), before the island hands it the click or key.
 */
export async function mountPlayer(container: Element, props: PlayerSectionProps) {
  await pageLanguage();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await committed(
    (section) => {
      root = hydrateRoot(container, section);
    },
    <PlayerSection {...props} />,
  );
  await committed((section) => root?.render(section), <PlayerSection {...props} islands={false} />);
  for (const name of ["data-island", "data-island-on", "data-island-keys", "data-zone"]) container.removeAttribute(name);
}
