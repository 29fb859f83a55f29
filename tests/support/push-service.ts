// A push service on this machine for the browser stories (issue #22): it takes what the worker
// sends, checks the VAPID token (RFC 8292) with jose against the key the site publishes, and
// decrypts the payload (RFC 8291) with http_ece, the reference implementation web-push uses.
// Chromium cannot subscribe without Google's push service, so the stories subscribe through the API
// with keys made here, as a browser would.
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";
import { base64url, importJWK, jwtVerify } from "jose";

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** How the service answers a push by the first segment of its path: the failures a push service has. */
function answer(path: string, response: ServerResponse) {
  if (path.startsWith("/gone/"))
    response.writeHead(410).end(); // the subscription expired
  else if (path.startsWith("/busy/")) response.writeHead(500).end();
  else if (path.startsWith("/drop/"))
    response.socket?.destroy(); // the sender's fetch throws
  else if (path.startsWith("/hang/"))
    return; // never answers: the sender must give up
  else if (path.startsWith("/moved/")) response.writeHead(307, { Location: `/redirected${path}` }).end();
  else response.writeHead(201).end();
}

/**
 * Starts the service: paths under /gone/ answer 410, /busy/ 500, /drop/ cut the connection, /hang/
 * never answer, /moved/ redirect, the rest 201. `GET /received` lists the paths pushed to so far, for tests in workerd.
 */
export async function startPushService() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/received") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received.map(({ path }) => path)));
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      answer(request.url ?? "", response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A browser's subscription at `path`: its keys, and how to read what was sent to it. */
  function browser(path: string) {
    const keys = createECDH("prime256v1");
    keys.generateKeys();
    const auth = randomBytes(16);
    return {
      subscription: {
        endpoint: `${origin}${path}`,
        keys: { p256dh: keys.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      },
      decrypt: (body: Buffer) =>
        JSON.parse(ece.decrypt(body, { version: "aes128gcm", privateKey: keys, authSecret: auth }).toString("utf8")),
    };
  }

  /** The first message sent to `path`, waiting up to `timeoutMs` for it. */
  async function messageTo(path: string, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((message) => message.path === path);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no push reached ${path} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Checks the message's VAPID token is the site's (`publicKey`), for this service, and current. */
  async function verifyVapid(message: Received, publicKey: string) {
    const [, token, key] = /^vapid t=([^,]+), k=(\S+)$/.exec(String(message.headers.authorization)) ?? [];
    if (key !== publicKey) throw new Error(`VAPID key ${key} is not the site's`);
    const point = base64url.decode(publicKey);
    const jwk = { kty: "EC", crv: "P-256", x: base64url.encode(point.slice(1, 33)), y: base64url.encode(point.slice(33, 65)) };
    const { payload } = await jwtVerify(token!, await importJWK(jwk, "ES256"), { audience: origin, algorithms: ["ES256"] });
    return payload;
  }

  return {
    origin,
    browser,
    messageTo,
    verifyVapid,
    received,
    close: () => new Promise((resolve) => server.close(resolve).closeAllConnections()),
  };
}
