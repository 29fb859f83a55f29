import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Unit tests: code that needs no Worker (the layer rules, app/lib, pure domain rules), in Node,
// with no build and no migrations. `npm run test:unit`; one file: `npx vitest run --config
// vitest.unit.config.ts app/lib/slug.test.ts`.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // Most of a run is transforming and importing: files share each worker's modules (the tests
    // keep no state in modules), and threads start faster than processes.
    isolate: false,
    pool: "threads",
  },
});
