/** Each language's translation tables on the site, by locale: the public one and the admin area's (the `translations` plugin in vite.config.ts). */
declare module "virtual:translations" {
  const files: Record<string, { public: string; admin?: string }>;
  export default files;
}
