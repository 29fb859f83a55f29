// The CJK fallback font's slices (scripts/cjk-fallback-plugin.ts): each one's address and the code point ranges it holds.
declare module "virtual:cjk-fallback" {
  const slices: import("./ass-fonts").FontSlice[];
  export default slices;
}
