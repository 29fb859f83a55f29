import { beforeAll, describe, expect, it } from "vitest";
import { jpegImage, webpImage } from "../../../tests/support/image-fixtures";
import { drawLogo } from "../seed/artwork";
import { encodePng } from "../seed/png";
import { imageLength } from "./image-end";
import { concatBytes } from "~/lib/bytes";
import { sniffImageType, type ImageType } from "./sniff";

const concat = (...parts: (Uint8Array | number[] | string)[]) => {
  return concatBytes(...parts.map((part) => (typeof part === "string" ? new TextEncoder().encode(part) : Uint8Array.from(part))));
};
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const box = (type: string, body: Uint8Array | number[]) => concat(be32(8 + body.length), type, body);
const trailer = "<!doctype html><script>alert(document.cookie)</script>";

let png: Uint8Array;
const gif = drawLogo(40);
// A GIF89a with a comment extension between its colour table and its image, as editors write it.
const gifWithExtension = concat(gif.subarray(0, 13 + 768), [0x21, 0xfe, 5], "hello", [0], gif.subarray(13 + 768));
// An EXIF thumbnail is a whole JPEG inside APP1, FFD9 and all: the image goes on after it.
const jpegWithThumbnail = concat(
  jpegImage.subarray(0, 2),
  [0xff, 0xe1],
  [(jpegImage.length + 8) >> 8, (jpegImage.length + 8) & 0xff],
  "Exif\0\0",
  jpegImage,
  jpegImage.subarray(2),
);
const avif = concat(
  box("ftyp", concat("avif", [0, 0, 0, 0], "mif1avif")),
  box("meta", new Uint8Array(24)),
  box("mdat", new Uint8Array(40).fill(7)),
);

beforeAll(async () => {
  png = await encodePng(3, 2, new Uint8Array(18).fill(120));
});

const images = (): [string, Uint8Array, ImageType][] => [
  ["PNG", png, "image/png"],
  ["GIF", gif, "image/gif"],
  ["GIF with an extension block", gifWithExtension, "image/gif"],
  ["JPEG", jpegImage, "image/jpeg"],
  ["JPEG with an EXIF thumbnail", jpegWithThumbnail, "image/jpeg"],
  ["WebP", webpImage, "image/webp"],
  ["AVIF", avif, "image/avif"],
];

describe("imageLength", () => {
  it("spans each whole image exactly", () => {
    for (const [name, bytes, type] of images()) {
      expect(sniffImageType(bytes), name).toBe(type);
      expect(imageLength(bytes, type), name).toBe(bytes.length);
    }
  });

  it("ends before bytes appended after the image's end, so they can be refused", () => {
    for (const [name, bytes, type] of images()) {
      const length = imageLength(concat(bytes, trailer), type);
      // AVIF has no end marker: the appended text does not make a box of its own size.
      if (type === "image/avif") expect(length, name).toBeNull();
      else expect(length, name).toBe(bytes.length);
    }
  });

  it("does not take a second end marker at the very end for the image's own", () => {
    expect(imageLength(concat(jpegImage, trailer, [0xff, 0xd9]), "image/jpeg")).toBe(jpegImage.length);
    expect(imageLength(concat(gif, trailer, [0x3b]), "image/gif")).toBe(gif.length);
  });

  it("finds no end in an image cut short", () => {
    for (const [name, bytes, type] of images()) expect(imageLength(bytes.subarray(0, bytes.length - 3), type), name).toBeNull();
    expect(imageLength(Uint8Array.of(0xff, 0xd8, 0xff), "image/jpeg")).toBeNull();
  });
});
