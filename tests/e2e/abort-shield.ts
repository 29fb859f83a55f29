import http from "node:http";

/**
 * A loopback proxy in front of `wrangler dev` for the browser tests. Chromium aborts in-flight
 * requests whenever a test navigates on quickly, and an aborted request makes wrangler 4.124's
 * ProxyWorker exit the whole dev server ("Network connection lost.", an empty "✘ [ERROR]";
 * cloudflare/workers-sdk#15451, #15317, fix pending in #15448). This proxy reads each request
 * whole, always lets the upstream request finish, and drops the answer if the browser has gone,
 * so no abort ever reaches wrangler. Remove it once the pinned wrangler carries the fix.
 */
export function startAbortShield(targetPort: number): Promise<{ port: number; close: () => void }> {
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of request) chunks.push(chunk as Buffer);
    } catch {
      return; // the browser gave up before sending everything: nothing is forwarded
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (part: Buffer) => parts.push(part));
        answer.on("end", () => {
          if (response.destroyed) return;
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(Buffer.concat(parts));
        });
      },
    );
    upstream.on("error", (error) => {
      if (!response.headersSent && !response.destroyed) response.writeHead(502).end(String(error));
    });
    upstream.end(Buffer.concat(chunks));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, close: () => server.close() });
    });
  });
}
