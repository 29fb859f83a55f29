// A .wasm import is a compiled module in workerd (wrangler's and Miniflare's CompiledWasm rule).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
