// A direct video the browser can play and seek with no network: silent PCM audio (a WAV file plays
// in a <video> element), served with byte ranges and CORS as a CDN would. The links end in .webm
// because a direct server must name a video file; Chromium plays the bytes it gets.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const RATE = 8000;

function silentWav(seconds: number): Buffer {
  const header = Buffer.alloc(44);
  const size = seconds * RATE;
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + size, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(size, 40);
  return Buffer.concat([header, Buffer.alloc(size, 128)]);
}

/** A clip of `seconds` served on this machine under any name: `clipUrl(name)` addresses one. */
export async function serveSilentClip(seconds: number) {
  const clip = silentWav(seconds);
  const media = createServer((request, response) => {
    const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? "");
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Number(range[2]) : clip.length - 1;
    response.writeHead(range ? 206 : 200, {
      "Content-Type": "audio/wav",
      "Accept-Ranges": "bytes",
      "Access-Control-Allow-Origin": "*",
      "Content-Length": end - start + 1,
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${clip.length}` } : {}),
    });
    response.end(clip.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => media.listen(0, "127.0.0.1", resolve));
  return {
    /** On `host`: a name (streams.localhost) where the page's policy must name the host, as for a save. */
    clipUrl: (name: string, host = "127.0.0.1") => `http://${host}:${(media.address() as AddressInfo).port}/${name}.webm`,
    close: () =>
      new Promise((resolve) => {
        media.close(resolve);
        media.closeAllConnections();
      }),
  };
}
