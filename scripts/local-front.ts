// Node's HTTP server in front of the local workerd, on the port `npm start` serves. workerd answers a
// request whose body the worker never read (a 401 for a missing token, a 404) and leaves that
// kept-alive connection to die: a client's next request on it met a reset (about one in four of a
// Node script's calls). Node's server reads what is left of such a body before the next request,
// and says how long it keeps an idle connection (`Keep-Alive: timeout=`), longer than clients keep
// theirs. Each request reaches workerd on a connection of its own, so none inherits a dead one.
// A worker may answer before it has read the whole body (a 413 past a limit), and workerd then
// closes on the bytes still coming. A body passed on as the client sent it met that close in the
// middle of a write, whose error dropped the answer (a 502, or a reset). So a body of a declared
// length is gathered first and handed to undici whole: workerd's socket mostly takes it at once,
// and undici reads the answer through the close. When the close still beats the answer (about one
// 10 MB body in twelve, asking workerd directly too), nothing reached the worker but bytes it
// refused to read, and the same request is asked again. WebSocket upgrades (the watch-together
// rooms) are passed through as bytes. On Cloudflare the edge does all this in front of the
// worker; nothing here is deployed.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { pipeline } from "node:stream/promises";
import { Agent, type Dispatcher } from "undici";

/** Idle connections are kept this long: past the 4 s Node's fetch keeps them and browsers' usual 5. */
const KEEP_ALIVE_MS = 65_000;

/** Headers of one connection, not of the request: each side sets its own (undici frames the body itself). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "expect"]);
const endToEnd = (raw: string[]) =>
  raw.flatMap((value, i) => (i % 2 === 0 && !HOP_BY_HOP.has(value.toLowerCase()) ? [value, raw[i + 1]!] : []));

/** The request line and headers as the client sent them, for a raw upstream connection. */
const headOf = (incoming: IncomingMessage) => {
  const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
};

/** The most of a body gathered before it is passed on: past it (or with no length said), it goes as it comes. */
const GATHERED_MOST = 64 * 1024 * 1024;

/** The request's body for workerd: none, the whole of it when its declared length is within GATHERED_MOST, else the stream. */
async function bodyOf(incoming: IncomingMessage): Promise<Buffer | IncomingMessage | null> {
  const declared = Number(incoming.headers["content-length"] ?? 0);
  if (incoming.headers["transfer-encoding"] === undefined && declared === 0) return null;
  if (declared === 0 || declared > GATHERED_MOST) return incoming;
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** How many times a gathered body is sent when workerd closes on it before answering. */
const TRIES = 4;
/** What undici says when workerd closed the connection while the body was still being written. */
const CLOSED_ON_BODY = new Set(["EPIPE", "ECONNRESET", "UND_ERR_SOCKET"]);

/** workerd's answer to `asked`, asked again (a gathered body only) while it closes on the body before answering. */
async function askWorkerd(upstream: Agent, asked: Dispatcher.RequestOptions) {
  for (let tried = 1; ; tried++) {
    try {
      return await upstream.request(asked);
    } catch (error) {
      const closedOnBody = Buffer.isBuffer(asked.body) && CLOSED_ON_BODY.has((error as { code?: string }).code ?? "");
      if (!closedOnBody || tried === TRIES || (asked.signal as AbortSignal).aborted) throw error;
    }
  }
}

export function startLocalFront(options: { host: string; port: number; upstream: URL }): Promise<Server> {
  const target = { host: options.upstream.hostname, port: Number(options.upstream.port) };
  // No time limits of undici's own: a page or a download takes as long as the worker takes.
  const upstream = new Agent({ headersTimeout: 0, bodyTimeout: 0 });
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, async (incoming, outgoing) => {
    // A client that hangs up mid-request cuts the worker's request too, as Cloudflare's edge does.
    const hungUp = new AbortController();
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) hungUp.abort();
    });
    try {
      const answer = await askWorkerd(upstream, {
        origin: options.upstream.origin,
        method: incoming.method as Dispatcher.HttpMethod,
        path: incoming.url ?? "/",
        headers: endToEnd(incoming.rawHeaders),
        body: await bodyOf(incoming),
        // A connection of its own, closed after the answer: none inherits a dead one.
        reset: true,
        signal: hungUp.signal,
        responseHeaders: "raw",
      });
      const rawHeaders = (answer.headers as unknown as Buffer[]).map(String);
      outgoing.writeHead(answer.statusCode, endToEnd(rawHeaders));
      await pipeline(answer.body, outgoing);
    } catch {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    }
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
