// The CJK fallback font of ASS tracks (decision 070): Noto Sans SC as Google Fonts slices it, from
// @fontsource/noto-sans-sc, each slice a static file of the client build. `virtual:cjk-fallback`
// names each slice's address with the characters it holds, so the player loads only the slices a
// track's text needs (a typical episode's dialogue, a few hundred kB of the font's 3 MB). The
// slices as WOFF, not WOFF2: JASSUB's FreeType cannot open these WOFF2 files (their transformed
// tables), which it opens as WOFF; what the browser fetches for a track is a third larger.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const ID = "virtual:cjk-fallback";
const PACKAGE = "@fontsource/noto-sans-sc";

/** `U+4e00-4e2f, U+4e3b` as [first, last] pairs (a `?` is any hex digit: 0 first, f last). */
const rangesOf = (list: string) =>
  list.split(",").map((range) => {
    const [first, last = first] = range.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    return [Number.parseInt(first.replaceAll("?", "0"), 16), Number.parseInt(last.replaceAll("?", "f"), 16)];
  });

/** Each regular-weight slice of the font: its file (WOFF) and what it covers, from the package's stylesheet. */
function slices() {
  const css = readFileSync(`node_modules/${PACKAGE}/400.css`, "utf8");
  return css
    .split("@font-face")
    .slice(1)
    .map((face) => ({ file: /url\(\.\/files\/([\w-]+\.woff)\)/.exec(face)?.[1], ranges: /unicode-range:\s*([^;]+);/.exec(face)?.[1] }))
    .filter((face): face is { file: string; ranges: string } => Boolean(face.file && face.ranges))
    .map(({ file, ranges }) => ({ file, ranges: rangesOf(ranges) }));
}

export const cjkFallback = (): Plugin => ({
  name: "cjk-fallback",
  resolveId(id) {
    if (id === ID) return `\0${ID}`;
  },
  load(id) {
    if (id !== `\0${ID}`) return;
    const all = slices();
    // Each file through Vite's `?url`: emitted by the client build, served by `vite dev`.
    const imports = all.map(({ file }, index) => `import slice${index} from "${PACKAGE}/files/${file}?url";`);
    const list = all.map(({ ranges }, index) => `[slice${index}, ${JSON.stringify(ranges)}]`);
    return `${imports.join("\n")}\nexport default [${list.join(",\n")}];`;
  },
});
