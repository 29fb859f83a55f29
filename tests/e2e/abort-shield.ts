import http from "node:http";

// While a crashed wrangler dev restarts (about 5 s), requests wait rather than fail.
const RETRY_MS = 500;
const MAX_ATTEMPTS = 60;

/**
 * A loopback proxy in front of `wrangler dev` for the browser tests. Chromium aborts in-flight
 * requests whenever a test navigates on quickly, and an aborted request makes wrangler 4.124's
 * ProxyWorker exit the whole dev server ("Network connection lost.", an empty "✘ [ERROR]";
 * cloudflare/workers-sdk#15451, #15317, fix pending in #15448). This proxy reads each request
 * whole, always lets the upstream request finish, and drops the answer if the browser has gone,
 * so no abort ever reaches wrangler. The same bug also fires without an abort on a loaded
 * 2-core machine; the global setup then restarts wrangler on the same port and state, and this
 * proxy retries the request while it comes back. Remove both once the pinned wrangler is fixed.
 */
export function startAbortShield(targetPort: number): Promise<{ port: number; close: () => void }> {
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of request) chunks.push(chunk as Buffer);
    } catch {
      return; // the browser gave up before sending everything: nothing is forwarded
    }
    const body = Buffer.concat(chunks);
    const forward = (attempt: number) => {
      const upstream = http.request(
        { host: "127.0.0.1", port: targetPort, method: request.method, path: request.url, headers: request.headers, agent: false },
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
        if (attempt < MAX_ATTEMPTS) return void setTimeout(() => forward(attempt + 1), RETRY_MS);
        if (!response.headersSent && !response.destroyed) response.writeHead(502).end(String(error));
      });
      upstream.end(body);
    };
    forward(1);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, close: () => server.close() });
    });
  });
}
