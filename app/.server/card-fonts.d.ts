// The year card's fonts (scripts/font-fallbacks-plugin.ts): the address of their table, a static file of the client build; null under `vite dev`.
declare module "virtual:card-fonts" {
  const path: string | null;
  export default path;
}
