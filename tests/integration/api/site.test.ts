import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError } from "../../support/api";

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe("social links", () => {
  it("start empty, are saved and read back", async () => {
    expect((await call("GET", "/home/social-links")).data).toEqual({ telegram: "", youtube: "", instagram: "", discord: "" });
    const saved = await call("PUT", "/home/social-links", {
      token: admin,
      json: { telegram: " https://t.me/x ", youtube: "", instagram: "https://instagram.com/x", discord: "https://discord.gg/x" },
    });
    expect(saved.status).toBe(200);
    expect((await call("GET", "/home/social-links")).data).toEqual({
      telegram: "https://t.me/x",
      youtube: "",
      instagram: "https://instagram.com/x",
      discord: "https://discord.gg/x",
    });
  });

  it("refuse links that are not http(s)", async () => {
    await expectError(
      call("PUT", "/home/social-links", { token: admin, json: { telegram: "javascript:alert(1)" } }),
      400,
      "Telegram must be an http:// or https:// link",
    );
    expect((await call("GET", "/home/social-links")).data.telegram).toBe("https://t.me/x");
  });
});

describe("about-contact", () => {
  it("answers the record with default logos, saves any subset", async () => {
    expect((await call("GET", "/about-contact")).data).toEqual({
      announcement: "",
      about: "",
      contact: "",
      privacy_policy: "",
      disclaimer: "",
      dmca: "",
      header_logo: "/logo1.gif",
      footer_logo: "/logo1.gif",
    });
    const saved = await call("PUT", "/about-contact", {
      token: admin,
      json: { about: "We love anime.", dmca: "Write to us.", footer_logo: "/logo3.gif" },
    });
    expect(saved.data).toMatchObject({
      about: "We love anime.",
      dmca: "Write to us.",
      footer_logo: "/logo3.gif",
      header_logo: "/logo1.gif",
      contact: "",
    });
  });

  it("refuses a logo that is not one of the choices", async () => {
    await expectError(
      call("PUT", "/about-contact", { token: admin, json: { header_logo: "https://evil.example/x.gif" } }),
      400,
      /Header logo must be one of the logos/,
    );
    await expectError(
      call("PUT", "/about-contact", { token: admin, json: { announcement: "x".repeat(501) } }),
      400,
      "Announcement must be at most 500 characters",
    );
  });
});

describe("ad slots", () => {
  it("are created, listed (active ones publicly, all for the admin), updated and deleted", async () => {
    const created = await call("POST", "/ads", {
      token: admin,
      json: { placement: "sidebar", title: "Sponsor", link: "https://sponsor.example", active: true },
    });
    expect(created.status).toBe(201);
    const hidden = await call("POST", "/ads", { token: admin, json: { placement: "header", title: "Later", active: false } });
    expect((await call("GET", "/ads")).data.map((ad: { title: string }) => ad.title)).toEqual(["Sponsor"]);
    expect((await call("GET", "/ads/all", { token: admin })).data).toHaveLength(2);
    const updated = await call("PUT", `/ads/${hidden.data.id}`, {
      token: admin,
      json: { placement: "below-player", title: "Now", active: true },
    });
    expect(updated.data).toMatchObject({ placement: "below-player", active: true });
    expect((await call("DELETE", `/ads/${created.data.id}`, { token: admin })).status).toBe(200);
    await expectError(call("DELETE", `/ads/${created.data.id}`, { token: admin }), 404, "Ad not found");
  });

  it("refuse script links and unknown placements", async () => {
    await expectError(
      call("POST", "/ads", { token: admin, json: { placement: "sidebar", title: "x", link: "javascript:alert(1)" } }),
      400,
      "Link must be an http:// or https:// link",
    );
    await expectError(call("POST", "/ads", { token: admin, json: { placement: "popup", title: "x" } }), 400, /Placement must be one of/);
  });
});
