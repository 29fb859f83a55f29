/** Each island's address in the client build, by name (the `islands` plugin in vite.config.ts). */
declare module "virtual:islands" {
  const urls: Record<string, string>;
  export default urls;
}
