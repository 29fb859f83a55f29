import { useEffect, useState } from "react";
import { localized } from "~/lib/locale-paths";
import { SERVICE_WORKER_URL } from "~/lib/service-worker";
import { m } from "~/paraglide/messages";

const ENDPOINT = "/account/push";
// The site's one service worker, which carries push (decision 063): registering push's alone would take its place.
const WORKER = SERVICE_WORKER_URL;

type PushState = "checking" | "unsupported" | "blocked" | "off" | "on" | "working" | "failed";

// Posted under the page's language, which the subscription keeps for the words of its notifications.
const post = async (intent: "subscribe" | "unsubscribe", payload: unknown) => {
  const response = await fetch(localized(ENDPOINT), {
    method: "POST",
    body: new URLSearchParams({ intent, payload: JSON.stringify(payload) }),
  });
  if (!response.ok) throw new Error(((await response.json()) as { error?: string }).error ?? "The site refused");
};

const blocked = () => typeof Notification !== "undefined" && Notification.permission === "denied";
const currentSubscription = async () => (await navigator.serviceWorker.getRegistration(WORKER))?.pushManager.getSubscription() ?? null;

// Message functions, called at render: each page reads them in its own language.
const describe: Record<PushState, () => string> = {
  checking: m.push_checking,
  unsupported: m.push_unsupported,
  blocked: m.push_blocked,
  off: m.push_off,
  on: m.push_on,
  working: m.push_working,
  failed: m.push_failed,
};

/**
 * Web Push for this browser (docs/decisions/028-web-push.md): opt-in, a service worker registered
 * only when the viewer turns it on. It needs JavaScript; the bell and the feeds do not.
 */
export function PushSwitch({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<PushState>("checking");

  useEffect(() => {
    if (!publicKey || !("serviceWorker" in navigator) || !("PushManager" in window)) return setState("unsupported");
    if (blocked()) return setState("blocked");
    currentSubscription().then(
      (subscription) => setState(subscription ? "on" : "off"),
      () => setState("off"),
    );
  }, [publicKey]);

  async function turnOn() {
    setState("working");
    try {
      const registration = await navigator.serviceWorker.register(WORKER);
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey! });
      await post("subscribe", subscription.toJSON());
      setState("on");
    } catch {
      setState(blocked() ? "blocked" : "failed");
    }
  }

  async function turnOff() {
    setState("working");
    const subscription = await currentSubscription().catch(() => null);
    if (subscription) {
      await post("unsubscribe", { endpoint: subscription.endpoint }).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState("off");
  }

  const canSwitch = state === "on" || state === "off" || state === "failed";
  return (
    <section className="panel mb-4 flex flex-wrap items-center gap-3" aria-labelledby="push-heading">
      <div className="min-w-0 flex-1">
        <h2 id="push-heading" className="font-semibold">
          {m.push_heading()}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {describe[state]()}
        </p>
      </div>
      {canSwitch ? (
        <button
          type="button"
          className={state === "on" ? "btn-ghost py-1.5" : "btn-primary py-1.5"}
          onClick={state === "on" ? turnOff : turnOn}
        >
          {state === "on" ? m.push_turn_off() : m.push_turn_on()}
        </button>
      ) : null}
    </section>
  );
}
