import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError } from "../../support/api";

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe("genres", () => {
  it("are created, listed by name, renamed and deleted", async () => {
    const created = await call("POST", "/genres", { token: admin, json: { name: " Mecha ", description: "Robots" } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: "Mecha", description: "Robots" });
    await call("POST", "/genres", { token: admin, json: { name: "Isekai" } });
    expect((await call("GET", "/genres")).data.map((g: { name: string }) => g.name)).toEqual(["Isekai", "Mecha"]);
    const renamed = await call("PUT", `/genres/${created.data.id}`, { token: admin, json: { id: 999, name: "Giant Robots" } });
    expect(renamed.data).toMatchObject({ id: created.data.id, name: "Giant Robots" });
    expect((await call("DELETE", `/genres/${created.data.id}`, { token: admin })).status).toBe(200);
    expect((await call("GET", "/genres")).data.map((g: { name: string }) => g.name)).toEqual(["Isekai"]);
  });

  it("answer 409 for a duplicate name in any case, 400 for a blank one, 404 for a missing id", async () => {
    await expectError(call("POST", "/genres", { token: admin, json: { name: "isekai" } }), 409, "A genre with this name already exists");
    await expectError(call("POST", "/genres", { token: admin, json: { name: "  " } }), 400, "Name is required");
    await expectError(call("PUT", "/genres/9999", { token: admin, json: { name: "Nope" } }), 404, "Genre not found");
    await expectError(call("DELETE", "/genres/9999", { token: admin }), 404);
  });
});
