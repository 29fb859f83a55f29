import type { Config } from "@react-router/dev/config";

// Server-rendered on the worker (workers/app.ts takes the pages from virtual:react-router/server-build,
// decision 002); React Router 8 has no future flags to turn on yet (docs/decisions/023-react-router.md).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
