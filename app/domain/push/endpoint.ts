// Who the worker will post to (docs/decisions/028-web-push.md). A subscription names a URL the
// worker later POSTs to, so only the browsers' push services are accepted, each by its exact host
// (Edge's by one label under notify.windows.com), https on the default port, with no user name or
// password: never an address inside anyone's network. Subscribing, delivering and restoring a
// backup all ask this one question.

const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Opera, Brave, Samsung Internet
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^web\.push\.apple\.com$/, // Safari
  /^[a-z0-9]+(?:-[a-z0-9]+)*\.notify\.windows\.com$/, // Edge on Windows: wns2-par02p.notify.windows.com
];
/** Where the tests' push service listens, allowed only when `PUSH_LOCAL_ENDPOINTS=allow`. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

/** Whether the worker may post to `endpoint`; `allowLocal` adds http on this machine for local runs. */
export function isPushService(endpoint: string, allowLocal: boolean): boolean {
  const url = URL.parse(endpoint);
  if (url?.username !== "" || url.password !== "") return false;
  if (url.protocol === "https:" && url.port === "") return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  return allowLocal && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}
