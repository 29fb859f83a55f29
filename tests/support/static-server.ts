// A folder served over HTTP on this machine, as a CDN would serve a stream to another site's
// player: any origin may read it (CORS), with each file's media type. It notes every path asked for,
// and answers each `delayMs` late where a story needs a slow host.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const mediaTypes: Record<string, string> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".ts": "video/mp2t",
  ".m4s": "video/iso.segment",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
};

export async function serveFolder(folder: string, { delayMs = 0 } = {}) {
  const requested: string[] = [];
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    requested.push(path);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const headers = { "Access-Control-Allow-Origin": "*" };
    try {
      const body = await readFile(join(folder, path));
      response.writeHead(200, { ...headers, "Content-Type": mediaTypes[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    // Named, as a stream's host must be (an address of this machine is refused, issue #34): the
    // browser resolves every *.localhost name to this machine itself.
    origin: `http://streams.localhost:${(server.address() as AddressInfo).port}`,
    requested,
    /** Stops the host: its open connections end too, as a host gone away. */
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
