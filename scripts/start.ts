// `npm start`: build, migrate and seed the local state, then serve on PORT (default 8787) with the
// built worker (scripts/local-server.ts), on every address of this machine. It says what it is
// doing and where to open: the build's own report (every chunk, the bundler's notes on libraries)
// is `npm run build`'s, and only its errors show here.
import { DEMO_VIEWER } from "../app/.server/seed/seed";
import { prepareLocalState, run } from "./local-stack";
import { localSecrets } from "./local-bindings";
import { startLocalServer } from "./local-server";

// Wrangler, inside the build and the server, would say which .dev.vars it read: nothing to act on.
process.env.WRANGLER_LOG ??= "warn";
const port = Number(process.env.PORT ?? "8787");
const started = performance.now();
const seconds = () => `${Math.round((performance.now() - started) / 1000)} s`;
// The build and the local state need nothing of each other: made side by side, the seed's
// pictures take the core the bundler leaves idle.
console.log("Building the site and preparing the local database, uploads and caches in .wrangler/state...");
await Promise.all([
  prepareLocalState(),
  run("npm", ["run", "--silent", "build", "--", "--logLevel", "error"]).then(() => console.log(`Built (${seconds()}).`)),
]);
await startLocalServer({ port, host: "0.0.0.0" });
const vars = localSecrets();
console.log(`\nReady (${seconds()}): open http://localhost:${port}`);
console.log(
  `  Admin:  http://localhost:${port}${vars.ADMIN_BASE_PATH ?? "/studio-login"}  (${vars.ADMIN_USERNAME} / ${vars.ADMIN_PASSWORD})`,
);
console.log(`  Viewer: http://localhost:${port}/login  (${DEMO_VIEWER.username} / ${DEMO_VIEWER.password})`);
