// How an ASS file's [Fonts] section carries a font, for the stories to embed a real one (libass
// decodes it in the player).

/**
 * A file as an ASS [Fonts] section carries it: each three bytes as four characters of six bits
 * plus 33 (a last one or two bytes as two or three), in lines of 80.
 */
export function assEncoded(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 3) {
    const [a = 0, b = 0, c = 0] = bytes.subarray(at, at + 3);
    const group = [a >> 2, ((a & 3) << 4) | (b >> 4), ((b & 15) << 2) | (c >> 6), c & 63].map((six) => String.fromCharCode(six + 33));
    text += group.slice(0, Math.min(4, bytes.length - at + 1)).join("");
  }
  return text.match(/.{1,80}/g)!.join("\n");
}
