#!/usr/bin/env node
// A stand-in for `wrangler` that records each call and plays a Cloudflare account from a JSON
// file, for the test of `npm run deploy` (nothing can reach Cloudflare from here). It answers the
// calls the deploy script makes as wrangler 4 prints them, and fails where wrangler would: a
// migration with no database, a deploy whose queues do not exist.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

const stateFile = process.env.FAKE_WRANGLER_STATE;
const logFile = process.env.FAKE_WRANGLER_LOG;
if (!stateFile || !logFile) throw new Error("FAKE_WRANGLER_STATE and FAKE_WRANGLER_LOG are needed");
const state = existsSync(stateFile)
  ? JSON.parse(readFileSync(stateFile, "utf8"))
  : { databases: [], queues: [], applied: [], secrets: {}, deployed: false };
const args = process.argv.slice(2);
const call = args.join(" ");
const entry = { args };
const fail = (message) => {
  appendFileSync(logFile, `${JSON.stringify({ ...entry, failed: message })}\n`);
  console.error(message);
  process.exit(1);
};
const migrations = readdirSync("migrations").filter((name) => name.endsWith(".sql"));

if (call === "whoami") console.log("You are logged in with an OAuth Token, associated with the email owner@example.com.");
else if (call === "d1 list --json") console.log(JSON.stringify(state.databases.map((name) => ({ name, uuid: `uuid-of-${name}` }))));
else if (args[0] === "d1" && args[1] === "create") state.databases.push(args[2]);
else if (call === "queues list") console.log(["┌──────────┐", ...state.queues.map((name) => `│ ${name} │`), "└──────────┘"].join("\n"));
else if (args[0] === "queues" && args[1] === "create") state.queues.push(args[2]);
else if (call === "secret list --format json") {
  if (!state.deployed) fail("This Worker does not exist on your account.");
  console.log(JSON.stringify(Object.keys(state.secrets).map((name) => ({ name, type: "secret_text" }))));
} else if (call === "d1 migrations list DB --remote") {
  if (state.databases.length === 0) fail("Couldn't find a D1 DB with the name or binding 'DB'");
  const unapplied = migrations.filter((name) => !state.applied.includes(name));
  console.log(unapplied.length ? unapplied.map((name) => `│ ${name} │`).join("\n") : "✅ No migrations to apply!");
} else if (call === "d1 migrations apply DB --remote") {
  if (state.databases.length === 0) fail("Couldn't find a D1 DB with the name or binding 'DB'");
  state.applied = migrations;
} else if (call === "deploy --config workers/card/wrangler.toml") state.cardDeployed = true;
else if (args[0] === "deploy") {
  if (!state.cardDeployed) fail('could not resolve binding "CARD": script "anime-catalogue-card" not found');
  for (const queue of ["anime-catalogue-push", "anime-catalogue-images"])
    if (!state.queues.includes(queue)) fail(`Queue ${queue} does not exist`);
  const file = args[args.indexOf("--secrets-file") + 1];
  // A deploy the owner stops midway (FAKE_WRANGLER_HOLD): says where its secrets file is, then waits to be interrupted.
  if (process.env.FAKE_WRANGLER_HOLD) {
    writeFileSync(process.env.FAKE_WRANGLER_HOLD, file ?? "");
    await new Promise(() => setInterval(() => {}, 1000));
  }
  if (args.includes("--secrets-file")) {
    const secrets = JSON.parse(readFileSync(file, "utf8"));
    entry.secretNames = Object.keys(secrets);
    Object.assign(state.secrets, secrets);
  }
  entry.appliedAtDeploy = state.applied.length;
  state.deployed = true;
} else fail(`fake wrangler: no answer for "${call}"`);

writeFileSync(stateFile, JSON.stringify(state));
appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
