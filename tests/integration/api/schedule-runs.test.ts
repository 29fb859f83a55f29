import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/lib/dates";
import { firstWeekdayFrom } from "~/domain/schedule/runs";
import { call, expectError, seededForAdmin } from "../../support/api";

let admin: string;
let today: string;

beforeAll(async () => {
  ({ admin, today } = await seededForAdmin());
});

const runEntries = async (runId: number) =>
  (
    await env.DB.prepare(
      "SELECT air_date, air_time, episode_number, series_id, title FROM schedule_entries WHERE run_id = ? ORDER BY air_date",
    )
      .bind(runId)
      .all<{ air_date: string; air_time: string; episode_number: number | null; series_id: number | null; title: string | null }>()
  ).results;

const saturdayRun = () => ({ weekday: "saturday", starts_on: today, air_time: "19:00", series_id: 2, first_episode: 5, weeks: 12 });

describe("weekly schedule runs", () => {
  it("makes one entry a week from the first such weekday, episodes counting up, in one call", async () => {
    const created = await call("POST", "/schedule/runs", { token: admin, json: saturdayRun() });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const first = firstWeekdayFrom(today, "saturday");
    expect(created.data).toMatchObject({
      weekday: "saturday",
      first_date: first,
      last_date: addDays(first, 77),
      air_time: "19:00",
      first_episode: 5,
      weeks: 12,
      series_id: 2,
    });
    const entries = await runEntries(created.data.id);
    expect(entries).toHaveLength(12);
    expect(entries.map((entry) => entry.episode_number)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(entries.map((entry) => entry.air_date)).toEqual(Array.from({ length: 12 }, (_, week) => addDays(first, week * 7)));
    expect(new Set(entries.map((entry) => new Date(`${entry.air_date}T00:00:00Z`).getUTCDay()))).toEqual(new Set([6]));
    // The public schedule shows the run's entries of the next 14 days.
    const upcoming = (await call("GET", "/schedule")).data as { run_id: number | null; air_date: string }[];
    expect(upcoming.filter((entry) => entry.run_id === created.data.id).map((entry) => entry.air_date)).toEqual(
      [first, addDays(first, 7)].filter((date) => date <= addDays(today, 13)),
    );
  });

  it("edits one entry alone, then the whole run, which makes every entry again", async () => {
    const run = (
      await call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), weeks: 4, series_id: null, title: "Weekly Special" } })
    ).data;
    const [{ id: entryId }] = (
      await env.DB.prepare("SELECT id FROM schedule_entries WHERE run_id = ? ORDER BY air_date LIMIT 1").bind(run.id).all<{ id: number }>()
    ).results as [{ id: number }];
    const moved = await call("PUT", `/schedule/${entryId}`, {
      token: admin,
      json: { air_date: run.first_date, air_time: "21:15", title: "Weekly Special (late)", episode_number: 5 },
    });
    expect(moved.data).toMatchObject({ air_time: "21:15", run_id: run.id });
    expect((await runEntries(run.id)).map((entry) => entry.air_time)).toEqual(["21:15", "19:00", "19:00", "19:00"]);

    const edited = await call("PUT", `/schedule/runs/${run.id}`, {
      token: admin,
      json: { weekday: "sunday", starts_on: run.first_date, air_time: "20:00", series_id: 3, first_episode: 1, weeks: 3 },
    });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    const entries = await runEntries(run.id);
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.air_date)).toEqual([
      addDays(run.first_date, 1),
      addDays(run.first_date, 8),
      addDays(run.first_date, 15),
    ]);
    expect(entries.every((entry) => entry.air_time === "20:00" && entry.series_id === 3)).toBe(true);
    expect(entries.map((entry) => entry.episode_number)).toEqual([1, 2, 3]);

    const detail = await call("GET", `/schedule/runs/${run.id}`, { token: admin });
    expect(detail.data).toMatchObject({ id: run.id, weekday: "sunday", weeks: 3, entries: expect.any(Array) });
    expect(detail.data.entries).toHaveLength(3);
  });

  it("deletes a run with all its entries, and leaves other entries alone", async () => {
    const single = (await call("POST", "/schedule", { token: admin, json: { air_date: today, air_time: "07:00", title: "Not in a run" } }))
      .data;
    const run = (await call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), weeks: 2 } })).data;
    expect((await call("DELETE", `/schedule/runs/${run.id}`, { token: admin })).status).toBe(200);
    expect(await runEntries(run.id)).toEqual([]);
    await expectError(call("GET", `/schedule/runs/${run.id}`, { token: admin }), 404, "Schedule run not found");
    await expectError(call("DELETE", `/schedule/runs/${run.id}`, { token: admin }), 404, "Schedule run not found");
    expect(await env.DB.prepare("SELECT id FROM schedule_entries WHERE id = ?").bind(single.id).first()).not.toBeNull();
  });

  it("lists the runs still airing, a page at a time", async () => {
    const listed = await call("GET", "/schedule/runs?limit=1", { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.data).toHaveLength(1);
    const [first] = listed.data;
    const { entries, ...detail } = (await call("GET", `/schedule/runs/${first.id}`, { token: admin })).data;
    expect(entries.length).toBe(first.weeks);
    expect(first).toEqual(detail);
    expect(first).toMatchObject({
      weekday: "saturday",
      air_time: "19:00",
      first_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      series_title: "Stellar Ramen Detectives",
    });
    const total = Number(listed.headers.get("X-Total-Count"));
    expect(total).toBe(
      (await env.DB.prepare("SELECT count(*) AS n FROM schedule_runs WHERE last_date >= ?").bind(today).first<{ n: number }>())!.n,
    );
    expect(total).toBeGreaterThan(1);
    expect(listed.headers.get("Link")).toContain('rel="next"');
  });

  it("refuses a bad run with its reason and writes nothing", async () => {
    const before = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM schedule_runs) AS runs, (SELECT count(*) FROM schedule_entries) AS entries",
    ).first();
    await expectError(
      call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), weekday: "someday" } }),
      400,
      "Weekday must be a day of the week (monday to sunday)",
    );
    await expectError(
      call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), weeks: 53 } }),
      400,
      "Weeks must be at most 52",
    );
    await expectError(call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), weeks: "" } }), 400, "Weeks is required");
    await expectError(
      call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), first_episode: 99_990 } }),
      400,
      "The run would go past episode 100000",
    );
    await expectError(
      call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), air_time: "7pm" } }),
      400,
      "Time must be HH:MM (00:00 to 23:59)",
    );
    await expectError(
      call("POST", "/schedule/runs", { token: admin, json: { ...saturdayRun(), series_id: 4040 } }),
      404,
      "Series not found",
    );
    await expectError(call("PUT", "/schedule/runs/99999", { token: admin, json: saturdayRun() }), 404, "Schedule run not found");
    await expectError(call("POST", "/schedule/runs", { json: saturdayRun() }), 401);
    const after = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM schedule_runs) AS runs, (SELECT count(*) FROM schedule_entries) AS entries",
    ).first();
    expect(after).toEqual(before);
  });
});
