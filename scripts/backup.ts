// `npm run backup [-- <folder>] [--persist-to <state>]`: the local D1 and R2 to a new folder
// (backups/<time> by default). Stop `npm start` first: the copy is taken from the state's files.
import { parseArgs } from "node:util";
import { backUp } from "./local-backup";
import { DEFAULT_STATE } from "./local-stack";

const { values, positionals } = parseArgs({
  options: { "persist-to": { type: "string", default: DEFAULT_STATE } },
  allowPositionals: true,
});
const folder = positionals[0] ?? `backups/${new Date().toISOString().replaceAll(":", "-")}`;
const { objects } = await backUp(folder, values["persist-to"]);
console.log(`Backed up the local D1 and ${objects} R2 objects of ${values["persist-to"]} to ${folder}`);
