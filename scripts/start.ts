// `npm start`: build, migrate and seed the local state, then serve on PORT (default 8787) with the
// built worker (scripts/local-server.ts), on every address of this machine.
import { prepareLocalState, run } from "./local-stack";
import { startLocalServer } from "./local-server";

const port = Number(process.env.PORT ?? "8787");
await run("npm", ["run", "build"]);
await prepareLocalState();
await startLocalServer({ port, host: "0.0.0.0" });
console.log(`Serving http://localhost:${port}`);
