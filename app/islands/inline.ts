// The islands' loader as each page inlines it (decision 052): the build's bundle of
// app/islands/loader.ts, given the islands' addresses and whether the page hydrates, inside a
// function so it leaves no global behind.
import islandUrls, { loaderScript } from "virtual:islands";

/** The inline script that loads islands on demand; `hydrates` when the page also runs the app. */
export const islandsScript = (hydrates: boolean) =>
  `(function(urls,hydrates){${loaderScript}})(${JSON.stringify(islandUrls).replaceAll("<", "\\u003c")},${hydrates})`;
