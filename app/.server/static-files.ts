// The build's static files as the worker reads them: through the static files' binding, which
// answers any origin's path (decision 069).

/** A static file of the build, by its path (`/assets/…`). */
export const staticFile = (assets: Fetcher, path: string) => assets.fetch(new URL(path, "https://assets.local"));
