import { DomainError } from "./refusals";

/** What a bounded read answers when the bytes pass the limit (413), or when the stream fails (400). */
export type ReadRefusals = { tooLarge: string; damaged: string };

/**
 * A stream's bytes, counted as they arrive and refused (413) once they pass `limit`: a body sent
 * without a length (chunked), or a small gzip that opens huge, never fills memory (issue #49).
 */
export async function readWithin(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  refusals: ReadRefusals,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const gathered = chunksWithin(limit);
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!gathered.add(read.value)) {
        await reader.cancel();
        throw new DomainError(413, refusals.tooLarge);
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(400, refusals.damaged);
  }
  return gathered.joined();
}

/**
 * Chunks gathered as they arrive and counted, so a reader refuses as soon as they pass `limit`
 * (`add` answers false and keeps nothing more), then joined into one array of their bytes.
 */
export function chunksWithin(limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  return {
    add(chunk: Uint8Array): boolean {
      size += chunk.byteLength;
      if (size > limit) return false;
      chunks.push(chunk);
      return true;
    },
    joined(): Uint8Array<ArrayBuffer> {
      const whole = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        whole.set(chunk, at);
        at += chunk.byteLength;
      }
      return whole;
    },
  };
}

/**
 * A request's or an answer's body within `limit`: refused before reading when it declares more (an
 * answer's body is let go), and as it arrives when it does not say (a chunked body is counted like
 * a declared one).
 */
export async function bodyWithin(message: Request | Response, limit: number, refusals: ReadRefusals): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(message.headers.get("Content-Length") ?? 0) > limit) {
    if (message instanceof Response) await message.body?.cancel();
    throw new DomainError(413, refusals.tooLarge);
  }
  return message.body ? readWithin(message.body, limit, refusals) : new Uint8Array();
}

/**
 * A form body (urlencoded or multipart) within `limit`, parsed only once it is all in: a body past
 * the limit is 413, one that does not parse as a form (a cut multipart, say) 400 with `damaged`.
 */
export async function formWithin(request: Request, limit: number, refusals: ReadRefusals): Promise<FormData> {
  const bytes = await bodyWithin(request, limit, refusals);
  return new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData().catch(() => {
    throw new DomainError(400, refusals.damaged);
  });
}

/**
 * A JSON body within `limit`, parsed once it is all in: past the limit 413 with `tooLarge`, cut
 * short or not JSON 400 with `damaged`. What it holds is still unknown: the caller's schema says.
 */
export async function jsonWithin(message: Request | Response, limit: number, refusals: ReadRefusals): Promise<unknown> {
  const bytes = await bodyWithin(message, limit, refusals);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new DomainError(400, refusals.damaged);
  }
}
