import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// The worker (workers/app.ts) is the only server: `npm start` builds and runs it under
// `wrangler dev`, so no Vite dev proxy is configured (docs/decisions/002-one-server-path.md).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: { minify: true },
});
