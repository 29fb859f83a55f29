import { type RouteConfig, route } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// The file-based routes of app/routes/, named as Remix v2 named them (docs/decisions/023-react-router.md).
// The admin screens sit together in app/routes/admin/, under their layout at /:admin/admin: the
// first segment is the configured ADMIN_BASE_PATH, which every admin loader and action checks.
export default [
  route(
    ":admin/admin",
    "routes/admin/layout.tsx",
    await flatRoutes({ rootDirectory: "routes/admin", ignoredRouteFiles: ["**/layout.tsx"] }),
  ),
  ...(await flatRoutes({ ignoredRouteFiles: ["admin/**"] })),
] satisfies RouteConfig;
