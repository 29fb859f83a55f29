import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// The file-based routes of app/routes/, named as Remix v2 named them (docs/decisions/023-react-router.md).
export default flatRoutes() satisfies RouteConfig;
