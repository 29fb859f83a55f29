// React Router's Vite plugin makes this module (the build's asset manifest) beside the server build,
// which re-exports it as `assets`; its generated types name only the server build.
declare module "virtual:react-router/server-manifest" {
  import type { ServerBuild } from "react-router";
  const manifest: ServerBuild["assets"];
  export default manifest;
}
