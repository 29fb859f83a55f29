// A minimal GIF89a encoder for demo logos. It writes 9-bit LZW codes and resets the code table
// before it would grow, which every decoder reads and which keeps the encoder tiny.
const CLEAR = 256;
const END = 257;
const CODES_BETWEEN_CLEARS = 250;

function lzwCodes(indices: Uint8Array): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  const write = (code: number) => {
    buffer |= code << bits;
    bits += 9;
    while (bits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  };
  indices.forEach((index, i) => {
    if (i % CODES_BETWEEN_CLEARS === 0) write(CLEAR);
    write(index);
  });
  write(END);
  if (bits > 0) bytes.push(buffer & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const block = bytes.slice(i, i + 255);
    blocks.push(block.length, ...block);
  }
  return new Uint8Array([...blocks, 0]);
}

/** `palette` holds up to 256 [r, g, b] colours; `indices` one palette index per pixel. */
export function encodeGif(width: number, height: number, palette: number[][], indices: Uint8Array): Uint8Array<ArrayBuffer> {
  const table = new Uint8Array(256 * 3);
  for (const [i, colour] of palette.slice(0, 256).entries()) table.set(colour, i * 3);
  const le = (n: number) => [n & 0xff, n >> 8];
  const head = [
    ...new TextEncoder().encode("GIF89a"),
    ...le(width),
    ...le(height),
    0xf7, // global colour table of 256 entries
    0,
    0,
  ];
  const image = [0x2c, ...le(0), ...le(0), ...le(width), ...le(height), 0, 8];
  const data = lzwCodes(indices);
  const out = new Uint8Array(head.length + table.length + image.length + data.length + 1);
  out.set(head, 0);
  out.set(table, head.length);
  out.set(image, head.length + table.length);
  out.set(data, head.length + table.length + image.length);
  out[out.length - 1] = 0x3b;
  return out;
}
