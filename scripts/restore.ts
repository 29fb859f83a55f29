// `npm run restore -- <folder> [--persist-to <state>]`: a backup into an empty local state (it
// refuses one that holds rows or objects). Then `npm start` serves it.
import { parseArgs } from "node:util";
import { restore } from "./local-backup";
import { DEFAULT_STATE } from "./local-stack";

const { values, positionals } = parseArgs({
  options: { "persist-to": { type: "string", default: DEFAULT_STATE } },
  allowPositionals: true,
});
const folder = positionals[0];
if (!folder) throw new Error("usage: npm run restore -- <backup folder> [--persist-to <state folder>]");
const { objects, sessionsEnded, subscriptionsDropped } = await restore(folder, values["persist-to"]);
console.log(`Restored the D1 database and ${objects} R2 objects of ${folder} into ${values["persist-to"]}`);
console.log(
  `Ended ${sessionsEnded} sessions (everyone signs in again); dropped ${subscriptionsDropped} push subscriptions the site no longer accepts`,
);
