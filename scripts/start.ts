// `npm start`: build, migrate and seed the local state, then serve on PORT (default 8787).
import { LOCAL_VARS, prepareLocalState, run } from "./local-stack";

const port = process.env.PORT ?? "8787";
await run("npm", ["run", "build"]);
await prepareLocalState();
console.log(`Serving http://localhost:${port}`);
await run("npx", ["wrangler", "dev", "--port", port, "--ip", "0.0.0.0", ...LOCAL_VARS]);
