/**
 * A gzip file that opens to `size` zero bytes (rounded down to a 258-byte step) from about 1/160
 * of that: one fixed-Huffman deflate block of "the last 258 bytes again", 13 bits each. Built bit
 * by bit because compressing 300 MB of real zeros takes seconds. `claimed` is the size its trailer
 * states if not the true one: a forger states any.
 */
export function gzipBomb(size: number, claimed?: number): Uint8Array<ArrayBuffer> {
  const repeats = Math.floor((size - 1) / 258);
  const opened = 1 + repeats * 258;
  const out = new Uint8Array(10 + Math.ceil((3 + 8 + repeats * 13 + 7) / 8) + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  let bit = 80;
  // Deflate's Huffman codes go high bit first.
  const code = (value: number, count: number) => {
    for (let at = count - 1; at >= 0; at -= 1, bit += 1) if ((value >> at) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  code(0b110, 3); // the last block, fixed Huffman codes (its header's fields low bit first: 1, then 01)
  code(0x30, 8); // a literal 0
  for (let at = 0; at < repeats; at += 1) {
    code(0xc5, 8); // length 258 (code 285)
    code(0, 5); // distance 1
  }
  code(0, 7); // end of block
  const end = Math.ceil(bit / 8);
  const trailer = new DataView(out.buffer, end);
  trailer.setUint32(0, crcOfZeros(opened), true);
  trailer.setUint32(4, (claimed ?? opened) >>> 0, true);
  return out.slice(0, end + 8);
}

const CRC_POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC-32 polynomial, bits reflected as gzip keeps them (zlib's multmodp). */
function multiplyModP(a: number, b: number) {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** The CRC-32 of `count` zero bytes without reading them: each zero byte multiplies the register by x⁸. */
function crcOfZeros(count: number) {
  let power = 0x80000000; // x⁰
  let square = 1 << 23; // x⁸, then x¹⁶, x³², … as the count's bits are read
  for (let left = count; left > 0; left = Math.floor(left / 2)) {
    if (left % 2) power = multiplyModP(power, square);
    square = multiplyModP(square, square);
  }
  return (multiplyModP(power, 0xffffffff) ^ 0xffffffff) >>> 0;
}
