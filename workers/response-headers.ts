/**
 * The response after `change` to its headers: the response itself, or a copy over the same body when
 * its headers are immutable (a redirect made by `Response.redirect`, a response from `fetch`). Most
 * answers are changed in place, so their body is never wrapped again.
 */
export function withHeadersChanged(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    change(copy.headers);
    return copy;
  }
}
