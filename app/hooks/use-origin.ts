import { useMatches } from "react-router";
import { originOf } from "~/lib/page-meta";

/** The site's origin as the root loader read it from the request (for absolute links in a page). */
export const useOrigin = () => originOf(useMatches());
