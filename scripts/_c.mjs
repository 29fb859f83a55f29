import { compile } from "@inlang/paraglide-js";
await compile({
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitTsDeclarations: true,
  isServer: "import.meta.env.SSR",
  emitReadme: false,
  emitPrettierIgnore: false,
});
