// The address of bangumi-data's Bangumi-to-MyAnimeList ids among the static files (scripts/bangumi-mal-ids-plugin.ts).
declare module "virtual:bangumi-mal-ids" {
  const path: string;
  export default path;
}
