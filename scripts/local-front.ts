// Node's HTTP server in front of the local workerd, on the port `npm start` serves. workerd answers a
// request whose body the worker never read (a 401 for a missing token, a 404) and leaves that
// kept-alive connection to die: a client's next request on it met a reset (about one in four of a
// Node script's calls). Node's server reads what is left of such a body before the next request,
// and says how long it keeps an idle connection (`Keep-Alive: timeout=`), longer than clients keep
// theirs. Each request reaches workerd on a connection of its own, so none inherits a dead one.
// WebSocket upgrades (the watch-together rooms) are passed through as bytes. On Cloudflare the edge
// does all this in front of the worker; nothing here is deployed.
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import { connect, type Socket } from "node:net";

/** Idle connections are kept this long: past the 4 s Node's fetch keeps them and browsers' usual 5. */
const KEEP_ALIVE_MS = 65_000;

/** Headers of one connection, not of the request: each side sets its own. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection"]);
const endToEnd = (raw: string[]) =>
  raw.flatMap((value, i) => (i % 2 === 0 && !HOP_BY_HOP.has(value.toLowerCase()) ? [value, raw[i + 1]!] : []));

/** The request line and headers as the client sent them, for a raw upstream connection. */
const headOf = (incoming: IncomingMessage) => {
  const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
};

export function startLocalFront(options: { host: string; port: number; upstream: URL }): Promise<Server> {
  const target = { host: options.upstream.hostname, port: Number(options.upstream.port) };
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (incoming, outgoing) => {
    const headers = [...endToEnd(incoming.rawHeaders), "Connection", "close"];
    const upstream = request({ ...target, method: incoming.method, path: incoming.url, headers, agent: false }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
      answer.pipe(outgoing);
    });
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    // A client that hangs up mid-request cuts the worker's request too, as Cloudflare's edge does.
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });
  server.on("upgrade", (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const worker = connect(target, () => {
      worker.write(headOf(incoming));
      if (head.length) worker.write(head);
      worker.pipe(client).pipe(worker);
    });
    const closeBoth = () => {
      client.destroy();
      worker.destroy();
    };
    worker.on("error", closeBoth);
    client.on("error", closeBoth);
    worker.on("close", closeBoth);
    client.on("close", closeBoth);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
