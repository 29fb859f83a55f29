// The worst caller the room limits allow (issue #65): one account and one address asking for rooms,
// tickets, guest tickets and room pages as fast as they are answered, each until its first 429.
// The fifth probe opened 200 rooms in 6 s and took 10,500 guest tickets a minute, which would spend
// the free plan's 100,000 Durable Object requests a day in about ten minutes. Prints what an hour
// at every limit costs the owner: the calls each window allows, times the windows in an hour.
import { actionLimits, type LimitedAction } from "../app/.server/auth/action-limits";
import { DO_PRICES, PAID_PRICES, usageFromTiming } from "./cost-model";

const HOUR_MS = 60 * 60 * 1000;
type Call = () => Promise<Response>;

/** Calls `call` until it answers 429; how many were allowed, the D1 rows the allowed ones cost, and the refusal's Retry-After. */
async function untilRefused(call: Call, most: number) {
  let allowed = 0;
  let rowsRead = 0;
  let rowsWritten = 0;
  for (;;) {
    // The local server now and then resets a kept-alive connection under a stream of calls: asked again.
    const response = await call().catch(() => call());
    await response.arrayBuffer();
    const usage = usageFromTiming(response.headers.get("Server-Timing"));
    if (response.status === 429) return { allowed, rowsRead, rowsWritten, retryAfter: Number(response.headers.get("Retry-After")) };
    if (allowed > most) throw new Error(`no 429 after ${allowed} calls`);
    allowed += 1;
    rowsRead += usage.d1RowsRead;
    rowsWritten += usage.d1RowsWritten;
  }
}

/** One room's worth of calls for each limit: `open` opens a room; the others ask of `room`, whose host lets guests in. */
export async function worstCallerHour(calls: Record<LimitedAction & `room_${string}`, Call>) {
  const lines = [];
  let requests = 0;
  let rowsRead = 0;
  let rowsWritten = 0;
  for (const [action, call] of Object.entries(calls) as [keyof typeof calls, Call][]) {
    const { most, windowMs } = actionLimits[action];
    const measured = await untilRefused(call, most);
    const perHour = measured.allowed * (HOUR_MS / windowMs);
    // A room opened is asked again when it ends (its alarm); a ticket opens one socket, whose join
    // and leave are told the members at most once a second (one alarm each at worst).
    const perCall = action === "room_open" ? 2 : action === "room_view" ? 1 : 1 + 1 + 2;
    requests += perHour * perCall;
    rowsRead += (measured.rowsRead / Math.max(1, measured.allowed)) * perHour;
    rowsWritten += (measured.rowsWritten / Math.max(1, measured.allowed)) * perHour;
    lines.push(
      `  ${action}: ${measured.allowed} allowed, then 429 (Retry-After ${measured.retryAfter} s) without reaching the room; ${perHour} an hour, ${perHour * perCall} Durable Object requests`,
    );
  }
  const dollars =
    (requests * DO_PRICES.requestPerMillion + rowsRead * PAID_PRICES.d1ReadPerMillion + rowsWritten * PAID_PRICES.d1WrittenPerMillion) /
    1_000_000;
  console.log(
    [
      "The worst caller the limits allow (one account and one address, each call until its 429):",
      ...lines,
      `  An hour of it: ${requests.toLocaleString("en")} Durable Object requests at most, D1 ${Math.round(rowsRead).toLocaleString("en")} rows read and ${Math.round(rowsWritten).toLocaleString("en")} written by the counting, $${dollars.toFixed(4)} past the paid plan's included amounts; the free plan's ${DO_PRICES.freeRequestsPerDay.toLocaleString("en")} requests a day hold ${(DO_PRICES.freeRequestsPerDay / requests).toFixed(1)} such hours.`,
    ].join("\n"),
  );
  return { requests, rowsRead, rowsWritten, dollars };
}
