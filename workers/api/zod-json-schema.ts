// What @standard-community/standard-json takes from zod's core for the API's document: the one
// function, in place of the whole core with its 60 languages' error texts (vite.config.ts).
export { toJSONSchema } from "zod/v4/core";
