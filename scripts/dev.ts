// `npm run dev`: the whole worker (pages, /api, uploads) in workerd through Vite and
// @cloudflare/vite-plugin, with hot reload, on the local D1/R2/KV state `npm start` uses (migrated
// and seeded first, as there). PORT picks the port (default 5173).
import { prepareLocalState, run } from "./local-stack";

await run("npx", ["tsx", "scripts/copy-api-reference.ts"]);
await prepareLocalState();
await run("npx", ["react-router", "dev", "--port", process.env.PORT ?? "5173", "--strictPort"]);
