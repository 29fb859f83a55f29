// The app's worker with D1 failing at random (D1_FAILURE_RATE of its queries and batches), as D1
// does in passing when it is overloaded or reset: what `npm run bench:load` measures under faults.
import { failingD1 } from "../../tests/support/faults";
// @ts-expect-error -- written by `npm run build`: the worker `npm start` serves (decision 002)
import built from "../../build/server/index.js";

const app = built as typeof import("../../workers/app")["default"];

type FaultyEnv = Env & { D1_FAILURE_RATE: string };

export default {
  fetch(request, env, ctx) {
    const rate = Number(env.D1_FAILURE_RATE);
    return app.fetch(request, { ...env, DB: failingD1(env.DB, () => Math.random() < rate) }, ctx);
  },
} satisfies ExportedHandler<FaultyEnv>;
