// The fallback fonts of ASS tracks (decision 070), for the scripts JASSUB's own font (Liberation
// Sans: Latin, Greek, Cyrillic) lacks: Noto Sans SC for Chinese and Japanese, Noto Sans Arabic for
// Arabic, each as Google Fonts slices it (@fontsource), each slice a static file of the client
// build. `virtual:font-fallbacks` names each slice's address with the characters it holds, so the
// player loads only the slices a track's text needs (a typical episode's dialogue, a few hundred kB
// of Noto Sans SC's 3 MB). The slices as WOFF, not WOFF2: JASSUB's FreeType cannot open these
// WOFF2 files (their transformed tables), which it opens as WOFF; a third larger to fetch.
// The year card (decision 077) draws its text on the server, each line in one font where it can
// (resvg's fallback between fonts is unreliable): the whole Noto Sans for Latin, Cyrillic and
// Vietnamese, the whole Noto Sans Arabic for a line with Arabic, Noto Sans SC's slices for a line
// with CJK. Their table is a static file of the client build (100 kB of ranges, too much to carry
// in the worker), read through the static files' binding; `virtual:card-fonts` names its address.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const ID = "virtual:font-fallbacks";
const CARD_FONTS_ID = "virtual:card-fonts";
/** The whole Noto Sans and Noto Sans Arabic, regular: Google Fonts' own files. */
const WHOLE_FONTS = {
  latin: "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  arabic: "node_modules/@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
};
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

/** A file of the client build named by its content. */
function contentNamed(name: string, extension: string, source: string | Uint8Array) {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { source, fileName: `assets/${name}-${hash}.${extension}` };
}

/** The card's fonts as a file: Noto Sans SC's slices at the addresses the client build gave them, and the whole fonts'. */
function cardFontsFile(addressOf: (file: string) => string | undefined, whole: Record<keyof typeof WHOLE_FONTS, string>) {
  const { cjk } = FALLBACKS;
  const slices = slicesOf(cjk.package).map(({ file, ranges }) => {
    // A slice under Vite's inlining limit is in the page's module, not a file: in the table too.
    const inline = () => `data:font/woff;base64,${readFileSync(`node_modules/${cjk.package}/files/${file}`).toString("base64")}`;
    return [addressOf(`${cjk.package}/files/${file}`) ?? inline(), ranges];
  });
  // The renderer's version too: a card's version is named by this file's, so a new resvg draws anew.
  const renderer = JSON.parse(readFileSync("node_modules/@resvg/resvg-wasm/package.json", "utf8")).version as string;
  return contentNamed("card-fonts", "json", JSON.stringify({ renderer: `resvg-wasm ${renderer}`, cjk: slices, ...whole }));
}

export const fontFallbacks = (): Plugin => {
  let cardFonts: ReturnType<typeof contentNamed> | undefined;
  return {
    name: "font-fallbacks",
    resolveId(id) {
      if (id === ID) return `\0${ID}`;
      if (id === CARD_FONTS_ID) return `\0${CARD_FONTS_ID}`;
    },
    // The client is built before the worker (vite.config.ts's islands say so too): the table's
    // address is known when the worker's build asks for it. `vite dev` has none (no card there).
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const addresses = new Map<string, string>();
      for (const file of Object.values(bundle))
        if (file.type === "asset")
          for (const name of file.originalFileNames) addresses.set(name.replace(/^.*node_modules\//, ""), `/${file.fileName}`);
      const whole = Object.fromEntries(
        Object.entries(WHOLE_FONTS).map(([script, path]) => {
          const font = contentNamed(`card-font-${script}`, "ttf", readFileSync(path));
          this.emitFile({ type: "asset", fileName: font.fileName, source: font.source });
          return [script, `/${font.fileName}`];
        }),
      ) as Record<keyof typeof WHOLE_FONTS, string>;
      cardFonts = cardFontsFile((file) => addresses.get(file), whole);
      this.emitFile({ type: "asset", fileName: cardFonts.fileName, source: cardFonts.source });
    },
    load(id) {
      if (id === `\0${CARD_FONTS_ID}`) return `export default ${JSON.stringify(cardFonts ? `/${cardFonts.fileName}` : null)};`;
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
  };
};
