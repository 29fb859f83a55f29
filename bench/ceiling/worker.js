// The least any page answer can cost under `wrangler dev`: a worker that does nothing but answer a
// body of the asked size (`/bytes/88000`), the same for every request. bench/edge.ts compares the
// app's cached pages with it, since every request that reaches a worker pays what this pays.
const bodies = new Map();

export default {
  fetch(request) {
    const size = Number(new URL(request.url).pathname.split("/")[2]) || 0;
    if (!bodies.has(size)) bodies.set(size, "x".repeat(size));
    return new Response(bodies.get(size), { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
};
