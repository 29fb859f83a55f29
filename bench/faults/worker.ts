// The app's worker with D1 failing at random (D1_FAILURE_RATE of its queries and batches), as D1
// does in passing when it is overloaded or reset: what `npm run bench:load` measures under faults.
import app from "../../workers/app";
import { failingD1 } from "../../tests/support/faults";

type FaultyEnv = Env & { D1_FAILURE_RATE: string };

export default {
  fetch(request, env, ctx) {
    const rate = Number(env.D1_FAILURE_RATE);
    return app.fetch(request, { ...env, DB: failingD1(env.DB, () => Math.random() < rate) }, ctx);
  },
} satisfies ExportedHandler<FaultyEnv>;
