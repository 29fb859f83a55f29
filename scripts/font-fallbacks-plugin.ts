// The fallback fonts of ASS tracks (decision 070), for the scripts JASSUB's own font (Liberation
// Sans: Latin, Greek, Cyrillic) lacks: Noto Sans SC for Chinese and Japanese, Noto Sans Arabic for
// Arabic, each as Google Fonts slices it (@fontsource), each slice a static file of the client
// build. `virtual:font-fallbacks` names each slice's address with the characters it holds, so the
// player loads only the slices a track's text needs (a typical episode's dialogue, a few hundred kB
// of Noto Sans SC's 3 MB). The slices as WOFF, not WOFF2: JASSUB's FreeType cannot open these
// WOFF2 files (their transformed tables), which it opens as WOFF; a third larger to fetch.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const ID = "virtual:font-fallbacks";
/** Each fallback: its family (as its name table gives it, lower-cased as JASSUB keys fonts) and package. */
const FALLBACKS = {
  cjk: { family: "noto sans sc", package: "@fontsource/noto-sans-sc" },
  arabic: { family: "noto sans arabic", package: "@fontsource/noto-sans-arabic" },
} as const;

/** `U+4e00-4e2f, U+4e3b` as [first, last] pairs (a `?` is any hex digit: 0 first, f last). */
const rangesOf = (list: string) =>
  list.split(",").map((range) => {
    const [first, last = first] = range.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    return [Number.parseInt(first.replaceAll("?", "0"), 16), Number.parseInt(last.replaceAll("?", "f"), 16)];
  });

/** Each regular-weight slice of a package's font: its file (WOFF) and what it covers, from the package's stylesheet. */
function slicesOf(fontPackage: string) {
  const css = readFileSync(`node_modules/${fontPackage}/400.css`, "utf8");
  return css
    .split("@font-face")
    .slice(1)
    .map((face) => ({ file: /url\(\.\/files\/([\w-]+\.woff)\)/.exec(face)?.[1], ranges: /unicode-range:\s*([^;]+);/.exec(face)?.[1] }))
    .filter((face): face is { file: string; ranges: string } => Boolean(face.file && face.ranges))
    .map(({ file, ranges }) => ({ file, ranges: rangesOf(ranges) }));
}

export const fontFallbacks = (): Plugin => ({
  name: "font-fallbacks",
  resolveId(id) {
    if (id === ID) return `\0${ID}`;
  },
  load(id) {
    if (id !== `\0${ID}`) return;
    // Each file through Vite's `?url`: emitted by the client build, served by `vite dev`.
    const imports: string[] = [];
    const entries = Object.entries(FALLBACKS).map(([script, fallback]) => {
      const slices = slicesOf(fallback.package).map(({ file, ranges }) => {
        const name = `slice${imports.length}`;
        imports.push(`import ${name} from "${fallback.package}/files/${file}?url";`);
        return `[${name}, ${JSON.stringify(ranges)}]`;
      });
      return `${script}: { family: ${JSON.stringify(fallback.family)}, slices: [${slices.join(",\n")}] }`;
    });
    return `${imports.join("\n")}\nexport default { ${entries.join(",\n")} };`;
  },
});
