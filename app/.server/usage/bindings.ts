// KV and R2 bindings that count their calls into a request's usage (./request-usage.ts). Each
// method is sorted by what Cloudflare bills it as; a method not named here (R2's free delete, the
// multipart calls nothing here makes) is passed through.
import type { RequestUsage } from "./request-usage";

type Tally = (usage: RequestUsage) => void;

const KV_CALLS: Record<string, Tally> = {
  get: (usage) => (usage.kv.reads += 1),
  getWithMetadata: (usage) => (usage.kv.reads += 1),
  put: (usage) => (usage.kv.writes += 1),
  // KV bills a delete as a write.
  delete: (usage) => (usage.kv.writes += 1),
  list: (usage) => (usage.kv.lists += 1),
};

const R2_CALLS: Record<string, Tally> = {
  get: (usage) => (usage.r2.classB += 1),
  head: (usage) => (usage.r2.classB += 1),
  put: (usage) => (usage.r2.classA += 1),
  list: (usage) => (usage.r2.classA += 1),
};

function counted<T extends object>(binding: T, calls: Record<string, Tally>, usage: RequestUsage): T {
  return new Proxy(binding, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      const tally = typeof key === "string" ? calls[key] : undefined;
      if (!tally) return value.bind(target);
      return (...args: unknown[]) => {
        tally(usage);
        return value.apply(target, args);
      };
    },
  });
}

/** The KV namespace, counting reads, writes (puts and deletes) and lists. */
export const countedKV = (kv: KVNamespace, usage: RequestUsage) => counted(kv, KV_CALLS, usage);

/** The R2 bucket, counting class A (put, list) and class B (get, head) operations. */
export const countedR2 = (bucket: R2Bucket, usage: RequestUsage) => counted(bucket, R2_CALLS, usage);
