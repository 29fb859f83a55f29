import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError } from "../../support/api";
import { seedDemo } from "../../support/app-context";

let admin: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

const episode = (extra: Record<string, unknown> = {}) => ({
  series_id: 2,
  episode_number: 50,
  title: "The Long Night",
  description: "A new case.",
  release_date: "2026-11-20",
  servers: [
    { label: "Main", url: "https://youtu.be/aqz-KE-bpKQ" },
    { label: "Mirror", url: "https://cdn.example.com/ep50.mp4", type: "" },
    { label: "Backup", url: "https://cdn.example.com/ep50.webm", type: "direct" },
  ],
  ...extra,
});

describe("GET /api/episodes?series_id=", () => {
  it("lists a series' episodes in order with their servers", async () => {
    const { status, data } = await call("GET", "/episodes?series_id=2");
    expect(status).toBe(200);
    expect(data[0]).toMatchObject({ series_id: 2, episode_number: 1, servers: expect.any(Array) });
  });

  it("answers one episode by id with its servers", async () => {
    const { status, data } = await call("GET", "/episodes/1");
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: 1,
      episode_number: 1,
      servers: [expect.objectContaining({ label: expect.any(String), url: expect.stringMatching(/^https:/) }), expect.anything()],
    });
  });

  it("answers 400 without a series_id", async () => {
    await expectError(call("GET", "/episodes"), 400, "series_id is required");
  });
});

describe("POST /api/episodes", () => {
  it("creates the episode and its servers atomically, detecting types it was not given", async () => {
    const { status, data } = await call("POST", "/episodes", { token: admin, json: episode() });
    expect(status).toBe(201);
    expect(data.servers).toEqual([
      { label: "Main", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube", audio: "sub", audio_lang: null },
      { label: "Mirror", url: "https://cdn.example.com/ep50.mp4", type: "direct", audio: "sub", audio_lang: null },
      { label: "Backup", url: "https://cdn.example.com/ep50.webm", type: "direct", audio: "sub", audio_lang: null },
    ]);
    expect(data.video_url).toBe("https://youtu.be/aqz-KE-bpKQ");
  });

  it("answers 409 for an episode number the series already has", async () => {
    await expectError(call("POST", "/episodes", { token: admin, json: episode() }), 409, "Episode 50 already exists for this series");
  });

  it("answers 404 for a series that does not exist", async () => {
    await expectError(call("POST", "/episodes", { token: admin, json: episode({ series_id: 9999 }) }), 404, "Series not found");
  });

  it("refuses a server link that is not http(s), and bad fields, with nothing written", async () => {
    await expectError(
      call("POST", "/episodes", {
        token: admin,
        json: episode({ episode_number: 51, servers: [{ label: "x", url: "javascript:alert(1)" }] }),
      }),
      400,
      "Server url must be an http:// or https:// link",
    );
    await expectError(
      call("POST", "/episodes", {
        token: admin,
        json: episode({ episode_number: 51, servers: [{ label: "", url: "https://a.example" }] }),
      }),
      400,
      "Server label is required",
    );
    await expectError(
      call("POST", "/episodes", { token: admin, json: episode({ episode_number: "two" }) }),
      400,
      "Episode number is required",
    );
    await expectError(
      call("POST", "/episodes", { token: admin, json: episode({ episode_number: 51, release_date: "2026-02-30" }) }),
      400,
      /Release date must be a date/,
    );
    await expectError(
      call("POST", "/episodes", { token: admin, json: episode({ episode_number: 51, title: " " }) }),
      400,
      "Title is required",
    );
    const list = await call("GET", "/episodes?series_id=2");
    expect(list.data.some((e: { episode_number: number }) => e.episode_number === 51)).toBe(false);
  });
});

describe("a server's link and its type", () => {
  const refused = async (servers: unknown[], text: string | RegExp) => {
    await expectError(call("POST", "/episodes", { token: admin, json: episode({ episode_number: 52, servers }) }), 400, text);
    expect((await call("GET", "/episodes?series_id=2")).data.some((e: { episode_number: number }) => e.episode_number === 52)).toBe(false);
  };

  it("must match: a hosted type only with its own host's link", async () => {
    const main = { label: "Main", url: "https://youtu.be/aqz-KE-bpKQ" };
    await refused(
      [main, { label: "Evil", url: "https://evil.example/embed/x", type: "rumble" }],
      "Server 2: the link is not a Rumble link",
    );
    await refused(
      [{ label: "Evil", url: "https://rumble.com.evil.example/embed/x", type: "rumble" }],
      "Server 1: the link is not a Rumble link",
    );
    await refused(
      [main, main, { label: "Drive", url: "https://youtu.be/aqz-KE-bpKQ", type: "gdrive" }],
      "Server 3: the link is not a Google Drive link",
    );
  });

  it("must be a video file for a direct server or one left to detection", async () => {
    await refused([{ label: "Page", url: "https://vimeo.com/12345", type: "direct" }], /^Server 1: the link is not a video file \(\.mp4/);
    await refused([{ label: "Page", url: "https://cdn.example.com/watch?ep=1" }], /^Server 1: the link is neither a video file/);
  });

  it("is checked on an update too", async () => {
    const created = await call("POST", "/episodes", { token: admin, json: episode({ episode_number: 53 }) });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    await expectError(
      call("PUT", `/episodes/${created.data.id}`, {
        token: admin,
        json: { servers: [{ label: "Evil", url: "https://evil.example/v/1", type: "youtube" }] },
      }),
      400,
      "Server 1: the link is not a YouTube link",
    );
    expect((await call("GET", `/episodes/${created.data.id}`)).data.servers).toEqual(created.data.servers);
  });
});

describe("ids", () => {
  it("are JSON integers or digits, never other things that look like numbers", async () => {
    for (const series_id of [true, [2], "0x2", "2e0", "2.0", " "]) {
      await expectError(
        call("POST", "/episodes", { token: admin, json: episode({ episode_number: 54, series_id }) }),
        400,
        /^Series is (invalid|required)$/,
      );
    }
    for (const episode_number of [true, "0x36", "5.4e1"]) {
      await expectError(call("POST", "/episodes", { token: admin, json: episode({ episode_number }) }), 400, /^Episode number/);
    }
    await expectError(call("GET", "/episodes?series_id=0x2"), 400, "series_id is invalid");
    expect((await call("POST", "/episodes", { token: admin, json: episode({ episode_number: "54", series_id: "2" }) })).status).toBe(201);
  });
});

describe("PUT /api/episodes/{id}", () => {
  it("updates fields and replaces the servers", async () => {
    const created = await call("POST", "/episodes", { token: admin, json: episode({ episode_number: 60 }) });
    const { status, data } = await call("PUT", `/episodes/${created.data.id}`, {
      token: admin,
      json: { title: "Renamed", servers: [{ label: "Only", url: "https://www.dailymotion.com/video/x8abc" }] },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ title: "Renamed", episode_number: 60, servers: [{ label: "Only", type: "dailymotion" }] });
  });

  it("answers 409 when moved onto a taken number, 404 when missing", async () => {
    const created = await call("POST", "/episodes", { token: admin, json: episode({ episode_number: 61 }) });
    await expectError(call("PUT", `/episodes/${created.data.id}`, { token: admin, json: { episode_number: 1 } }), 409);
    await expectError(call("PUT", "/episodes/999999", { token: admin, json: { title: "x" } }), 404, "Episode not found");
  });
});

describe("DELETE /api/episodes/{id}", () => {
  it("deletes the episode, then answers 404", async () => {
    const created = await call("POST", "/episodes", { token: admin, json: episode({ episode_number: 70 }) });
    expect((await call("DELETE", `/episodes/${created.data.id}`, { token: admin })).status).toBe(200);
    await expectError(call("GET", `/episodes/${created.data.id}`), 404);
    await expectError(call("DELETE", `/episodes/${created.data.id}`, { token: admin }), 404);
  });
});
