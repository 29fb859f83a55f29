// `npm run deploy`: the site on your Cloudflare account, after `npx wrangler login` (decision 036).
// Builds; creates the D1 database and the queues when they are missing (wrangler itself makes the
// R2 bucket and the KV namespace on deploy, since wrangler.toml names no account's ids); makes the
// secrets that can be made (the token secret, the Web Push keys) and asks for the admin's sign-in,
// or takes both from the environment; applies the D1 migrations that are not applied yet; then
// deploys the year card's renderer (workers/card), which the site binds, and then the site with the
// new secrets. Migrations run before the new code: each one adds, so the code
// still running reads the schema it knew until the deploy replaces it. Run again, it changes
// only what is missing and deploys. `--no-build` deploys the site `npm run build` made last (the
// card's renderer wrangler bundles from its source either way).
// WRANGLER names another wrangler command (the test's recording stand-in).
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { run } from "./local-stack";
import { askAtTerminal } from "./terminal";

/** The year card's renderer, a Worker of its own (decision 077). */
const CARD_CONFIG = "workers/card/wrangler.toml";
const [wranglerCommand, ...wranglerPrefix] = (process.env.WRANGLER ?? "npx wrangler").split(" ");
const config = experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig;
const database = config.d1_databases?.[0]?.database_name;
const queues = (config.queues?.producers ?? []).map((producer: { queue: string }) => producer.queue);
if (!database || queues.length === 0) throw new Error("wrangler.toml names no D1 database or no queue");

/** A wrangler call whose output is read; its failure is thrown with what it printed. */
const ask = (...args: string[]) =>
  execFileSync(wranglerCommand!, [...wranglerPrefix, ...args], { encoding: "utf8", env: { ...process.env, CI: "true" } });
/** A wrangler call that changes something, printed as it runs. */
const change = (...args: string[]) => run(wranglerCommand!, [...wranglerPrefix, ...args], { CI: "true" });

/** Web Push's application server keys (P-256), as base64url: the public key uncompressed, the private its 32 bytes. */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-65);
  return { VAPID_PUBLIC_KEY: raw.toString("base64url"), VAPID_PRIVATE_KEY: privateKey.export({ format: "jwk" }).d! };
}

/**
 * A value from the environment, else asked for at the terminal. With neither (a build server) it
 * is left unset, and said: the Worker then answers a configuration error naming it, never runs on
 * a default, until it is set (the Deploy to Cloudflare button sets the admin's itself).
 */
async function given(name: string, question: string): Promise<string> {
  const value = process.env[name]?.trim();
  if (value) return value;
  if (!process.stdin.isTTY) {
    console.warn(`${name} is not set: give it in the environment, or set it with npx wrangler secret put ${name}`);
    return "";
  }
  return (await askAtTerminal(`${question}: `, { hidden: name === "ADMIN_PASSWORD" })).trim();
}

/** The secrets the Worker does not have yet, made or asked for. */
async function missingSecrets(): Promise<Record<string, string>> {
  let present: string[] = [];
  try {
    present = (JSON.parse(ask("secret", "list", "--format", "json")) as { name: string }[]).map((secret) => secret.name);
  } catch {
    // No Worker yet (the first deploy): it has no secrets.
  }
  const wanted: Record<string, string> = {};
  if (!present.includes("JWT_SECRET")) wanted.JWT_SECRET = randomBytes(48).toString("base64url");
  for (const [name, question] of [
    ["ADMIN_USERNAME", "The admin's username"],
    ["ADMIN_PASSWORD", "The admin's password (8 characters or more)"],
  ] as const) {
    const value = present.includes(name) ? "" : await given(name, question);
    if (value) wanted[name] = value;
  }
  if (!present.includes("VAPID_PUBLIC_KEY")) {
    const subject = await given("VAPID_SUBJECT", "A contact push services may write to (mailto:you@example.com; empty: no push)");
    if (subject) Object.assign(wanted, vapidKeys(), { VAPID_SUBJECT: subject });
  }
  return wanted;
}

const noBuild = process.argv.includes("--no-build");
ask("whoami");
if (!noBuild) await run("npm", ["run", "build"]);

const databases = JSON.parse(ask("d1", "list", "--json")) as { name: string }[];
if (!databases.some((found) => found.name === database)) await change("d1", "create", database);
// `queues list` prints a table; a queue's name stands in it between spaces or bars.
const listed = ask("queues", "list");
for (const queue of queues) if (!new RegExp(`(^|[\\s|│])${queue}([\\s|│]|$)`, "m").test(listed)) await change("queues", "create", queue);

const secrets = await missingSecrets();
if (/\d{4}_\w+\.sql/.test(ask("d1", "migrations", "list", "DB", "--remote"))) await change("d1", "migrations", "apply", "DB", "--remote");

// The site binds the renderer (CARD): a deploy naming a Worker the account lacks is refused.
await change("deploy", "--config", CARD_CONFIG);
if (Object.keys(secrets).length === 0) await change("deploy");
else {
  // Uploaded with the version, so no Worker ever runs without them; the file lives only for the
  // call, and goes too when the deploy is interrupted (Ctrl-C, a closed terminal, a kill: issue #49).
  const folder = mkdtempSync(join(tmpdir(), "deploy-"));
  const removeSecrets = () => rmSync(folder, { recursive: true, force: true });
  const interrupted = (signal: NodeJS.Signals) => {
    removeSecrets();
    process.exit(128 + constants.signals[signal]);
  };
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  for (const signal of signals) process.on(signal, interrupted);
  try {
    writeFileSync(join(folder, "secrets.json"), JSON.stringify(secrets), { mode: 0o600 });
    await change("deploy", "--secrets-file", join(folder, "secrets.json"));
  } finally {
    removeSecrets();
    for (const signal of signals) process.off(signal, interrupted);
  }
  console.log(`Deployed with new secrets: ${Object.keys(secrets).join(", ")}`);
}
