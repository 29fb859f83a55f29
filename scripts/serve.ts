// Serves the built worker on a local state until stopped (scripts/local-server.ts): how the
// browser tests and the benches run it beside themselves, as a process of its own.
//   tsx scripts/serve.ts --port 8790 [--persist-to DIR] [--var NAME:value]... [--no-variants]
import { parseArgs } from "node:util";
import { startLocalServer } from "./local-server";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "persist-to": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
    "no-variants": { type: "boolean", default: false },
  },
});
const vars = Object.fromEntries(values.var.map((assignment) => assignment.split(/:(.*)/s).slice(0, 2)));
const server = await startLocalServer({
  port: Number(values.port),
  persistTo: values["persist-to"],
  vars,
  makeVariants: !values["no-variants"],
});
console.log(`Serving http://127.0.0.1:${values.port}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.dispose().finally(() => process.exit(0)));
