// An owner deploys twice: `npm run deploy` against tests/support/fake-wrangler.mjs, which records
// every call and plays an account that has nothing yet (issue #38). With the browser stories for
// the processes it starts (the unit tests stay quick); it needs neither the browser nor the build.
import { execFileSync, spawn } from "node:child_process";
import { createECDH } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

type Call = { args: string[]; secretNames?: string[]; appliedAtDeploy?: number; failed?: string };

const folder = mkdtempSync(join(tmpdir(), "deploy-test-"));
const stateFile = join(folder, "account.json");
const logFile = join(folder, "calls.jsonl");
const migrations = readdirSync("migrations").filter((name) => name.endsWith(".sql"));
/** What changes the account: everything but the reads. */
const CHANGES = /^(d1 create|queues create|d1 migrations apply|deploy)/;

const ownerEnv = (state: string, log: string) => ({
  ...process.env,
  WRANGLER: "node tests/support/fake-wrangler.mjs",
  FAKE_WRANGLER_STATE: state,
  FAKE_WRANGLER_LOG: log,
  ADMIN_USERNAME: "owner",
  ADMIN_PASSWORD: "a-long-admin-password",
  VAPID_SUBJECT: "mailto:owner@example.com",
});

function deploy(): Call[] {
  const before = readFileSync(logFile, { encoding: "utf8", flag: "a+" }).split("\n").filter(Boolean).length;
  execFileSync("npm", ["run", "deploy", "--", "--no-build"], {
    encoding: "utf8",
    stdio: "pipe",
    env: ownerEnv(stateFile, logFile),
  });
  const calls = readFileSync(logFile, "utf8").split("\n").filter(Boolean).slice(before);
  return calls.map((line) => JSON.parse(line) as Call);
}

const said = (call: Call) => call.args.join(" ");
const changes = (calls: Call[]) => calls.map(said).filter((call) => CHANGES.test(call));

let first: Call[];
let second: Call[];

beforeAll(() => {
  first = deploy();
  second = deploy();
}, 60_000);

describe("npm run deploy", () => {
  it("on a new account creates the database and the queues, applies every migration, then deploys with the secrets", () => {
    expect(changes(first).map((call) => call.replace(/--secrets-file \S+/, "--secrets-file <file>"))).toEqual([
      "d1 create anime-catalogue",
      "queues create anime-catalogue-push",
      "queues create anime-catalogue-images",
      "queues create anime-catalogue-sources",
      "d1 migrations apply DB --remote",
      // The card's renderer first: the site binds it.
      "deploy --config workers/card/wrangler.toml",
      "deploy --secrets-file <file>",
    ]);
    const deployed = first.find((call) => call.args[0] === "deploy" && call.args[1] !== "--config")!;
    expect(deployed.appliedAtDeploy).toBe(migrations.length);
    expect(deployed.secretNames?.sort()).toEqual(
      ["ADMIN_PASSWORD", "ADMIN_USERNAME", "JWT_SECRET", "VAPID_PRIVATE_KEY", "VAPID_PUBLIC_KEY", "VAPID_SUBJECT"].sort(),
    );
    // The one call that failed: the secrets of a Worker not made yet.
    expect(first.filter((call) => call.failed).map(said)).toEqual(["secret list --format json"]);
  });

  it("makes secrets the Worker can use: a long token secret and a matching pair of Web Push keys", () => {
    const { secrets } = JSON.parse(readFileSync(stateFile, "utf8")) as { secrets: Record<string, string> };
    expect(secrets.JWT_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(secrets.ADMIN_USERNAME).toBe("owner");
    const publicKey = Buffer.from(secrets.VAPID_PUBLIC_KEY!, "base64url");
    const privateKey = Buffer.from(secrets.VAPID_PRIVATE_KEY!, "base64url");
    expect([publicKey.length, privateKey.length]).toEqual([65, 32]);
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(privateKey);
    expect(ecdh.getPublicKey().equals(publicKey)).toBe(true);
  });

  it("run again, changes nothing but the deploys", () => {
    expect(changes(second)).toEqual(["deploy --config workers/card/wrangler.toml", "deploy"]);
    expect(second.some((call) => call.failed)).toBe(false);
  });

  // Issue #49, point 4: Ctrl-C during the deploy left every secret in a temp file.
  it("interrupted while it deploys (Ctrl-C), leaves no secrets file behind", async () => {
    const held = join(folder, "held-secrets-path");
    const owner = spawn("npx", ["tsx", "scripts/deploy.ts", "--no-build"], {
      detached: true,
      stdio: "ignore",
      env: { ...ownerEnv(join(folder, "interrupted.json"), join(folder, "interrupted.jsonl")), FAKE_WRANGLER_HOLD: held },
    });
    const exited = new Promise<number | null>((resolve) => owner.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : null))));
    await expect.poll(() => existsSync(held) && readFileSync(held, "utf8"), { timeout: 30_000, interval: 100 }).toBeTruthy();
    const secretsFile = readFileSync(held, "utf8");
    expect(existsSync(secretsFile)).toBe(true);
    // Ctrl-C reaches the terminal's whole process group: the deploy and the wrangler it runs.
    process.kill(-owner.pid!, "SIGINT");
    expect(await exited).not.toBe(0);
    expect(existsSync(secretsFile)).toBe(false);
  }, 60_000);
});
