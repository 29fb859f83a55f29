/** Each island's address in the client build, by name, and the loader's script (the `islands` plugin in vite.config.ts). */
declare module "virtual:islands" {
  const urls: Record<string, string>;
  export default urls;
  /** app/islands/loader.ts bundled and minified, starting the islands with `urls` and `hydrates` as the page binds them. */
  export const loaderScript: string;
}
