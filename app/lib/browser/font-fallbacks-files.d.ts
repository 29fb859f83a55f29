// The fallback fonts' slices (scripts/font-fallbacks-plugin.ts), by the script each serves: its family, and each slice's address and the code point ranges it holds.
declare module "virtual:font-fallbacks" {
  const fallbacks: Record<import("~/lib/font-slices").FallbackScript, import("~/lib/font-slices").FontFallback>;
  export default fallbacks;
}
