// Issue #50: a series' synopsis in the site's other languages (decision 047). Admins write one per
// language through the API, the edit form (without JavaScript) and the bulk import; the page in that
// language shows it, a page in a language without one shows the original and says so.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import ru from "../../messages/ru.json";
import zhHans from "../../messages/zh-Hans.json";
import { adminToken, call, expectError } from "../support/api";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const CHINESE = "少年们在巨人统治的世界里为自由而战。";
const SPANISH = "Unos jóvenes luchan por la libertad en un mundo dominado por titanes.";
const ORIGINAL = "Young soldiers fight for freedom in a world ruled by giants.";
let admin: string;
let cookie: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  cookie = adminCookie(admin);
});

const createSeries = async (title: string, descriptions?: Record<string, string>) => {
  const { status, data } = await call("POST", "/series", { token: admin, json: { title, description: ORIGINAL, descriptions } });
  expect(status, JSON.stringify(data)).toBe(201);
  return data as { id: number; slug: string; descriptions: Record<string, string> };
};
const storedSynopses = async (id: number) =>
  JSON.parse(
    (await env.DB.prepare("SELECT descriptions FROM series WHERE id = ?").bind(id).first<{ descriptions: string }>())!.descriptions,
  );
const page = async (path: string) => (await (await fetchWorker(path)).text()).replaceAll("<!-- -->", "");

describe("through the API", () => {
  it("keeps a synopsis per language, merges a change as a patch and removes one given empty", async () => {
    const created = await createSeries("Synopsis Patch Test", { "zh-Hans": CHINESE });
    expect(created.descriptions).toEqual({ "zh-Hans": CHINESE });
    const added = await call("PUT", `/series/${created.id}`, { token: admin, json: { descriptions: { es: SPANISH } } });
    expect(added.data.descriptions).toEqual({ "zh-Hans": CHINESE, es: SPANISH });
    const removed = await call("PUT", `/series/${created.id}`, { token: admin, json: { descriptions: { "zh-Hans": "" } } });
    expect(removed.data.descriptions).toEqual({ es: SPANISH });
    const untouched = await call("PUT", `/series/${created.id}`, { token: admin, json: { subtitle: "Kept" } });
    expect(untouched.data.descriptions).toEqual({ es: SPANISH });
  });

  it("refuses a language the site does not speak, by name, and writes nothing", async () => {
    const created = await createSeries("Synopsis Refusal Test", { ru: "Оригинал" });
    await expectError(call("PUT", `/series/${created.id}`, { token: admin, json: { descriptions: { fr: "Non" } } }), 400, /"fr"/);
    await expectError(call("PUT", `/series/${created.id}`, { token: admin, json: { descriptions: "zh-Hans" } }), 400, /by language/);
    await expectError(
      call("PUT", `/series/${created.id}`, { token: admin, json: { descriptions: { ru: "я".repeat(5001) } } }),
      400,
      /at most 5000/,
    );
    expect(await storedSynopses(created.id)).toEqual({ ru: "Оригинал" });
  });
});

describe("on the pages", () => {
  it("shows the page's language's synopsis, else the original with a note; English shows the original", async () => {
    const { slug } = await createSeries("Synopsis Page Test", { "zh-Hans": CHINESE });
    const chinese = await page(`/zh-Hans/${slug}`);
    expect(chinese).toContain(`lang="zh-Hans"><bdi>${CHINESE}</bdi></p>`);
    expect(chinese).not.toContain(ORIGINAL);
    expect(chinese).not.toContain(zhHans.series_synopsis_untranslated);
    expect(chinese).toMatch(new RegExp(`<meta name="description" content="${CHINESE}`));
    const russian = await page(`/ru/${slug}`);
    expect(russian).toContain(ORIGINAL);
    expect(russian).toContain(ru.series_synopsis_untranslated);
    expect(russian).not.toContain(CHINESE);
    const english = await page(`/${slug}`);
    expect(english).toContain(ORIGINAL);
    expect(english).not.toContain(en.series_synopsis_untranslated);
    expect(english).not.toContain(CHINESE);
  });
});

describe("through the admin form, without JavaScript", () => {
  it("saves one synopsis per language field and clears one sent empty", async () => {
    const created = await createSeries("Synopsis Form Test", { ru: "Старое описание" });
    const form = new URLSearchParams({
      intent: "update",
      id: String(created.id),
      title: "Synopsis Form Test",
      description: ORIGINAL,
      "description_zh-Hans": CHINESE,
      description_ru: "",
      redirectTo: "/studio-login/admin/manage-series",
    });
    const saved = await postAdminForm("/studio-login/admin/manage-series", cookie, form);
    expect(saved.status).toBe(302);
    expect(await storedSynopses(created.id)).toEqual({ "zh-Hans": CHINESE });
    const edit = await (await fetchWorker(`/studio-login/admin/manage-series?edit=${created.id}`, { headers: { Cookie: cookie } })).text();
    expect(edit).toContain('name="description_zh-Hans"');
    expect(edit).toContain(CHINESE);
  });

  it("keeps what was typed and names the field when a synopsis is too long", async () => {
    const created = await createSeries("Synopsis Form Refusal", { ru: "Старое" });
    const form = new URLSearchParams({
      intent: "update",
      id: String(created.id),
      title: "Synopsis Form Refusal",
      description: ORIGINAL,
      "description_zh-Hans": "长".repeat(5001),
      description_ru: "Новое",
    });
    const refused = await postAdminForm("/studio-login/admin/manage-series", cookie, form);
    expect(refused.status).toBe(400);
    const html = (await refused.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Translated synopsis must be at most 5000 characters");
    expect(html).toContain("Новое");
    expect(await storedSynopses(created.id)).toEqual({ ru: "Старое" });
  });
});

describe("through the bulk import", () => {
  const screen = "/studio-login/admin/import/series";
  const post = (fields: Record<string, string>) => postAdminForm(screen, cookie, new URLSearchParams(fields));

  const seriesCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM series").first<{ n: number }>())!.n;
  const idOf = async (title: string) =>
    (await env.DB.prepare("SELECT id FROM series WHERE title = ?").bind(title).first<{ id: number }>())!.id;

  it("reads description_zh-Hans columns, keeps the languages a file leaves out, clears one given empty", async () => {
    const kept = await createSeries("Synopsis Import Kept", { ru: "Оставить", es: SPANISH });
    const csv = [
      "slug,title,description,description_zh-Hans,description_es",
      `${kept.slug},Synopsis Import Kept,${ORIGINAL},${CHINESE},`,
      `,Synopsis Import New,${ORIGINAL},${CHINESE},${SPANISH}`,
    ].join("\r\n");
    const written = await post({ intent: "import", payload: csv, redirectTo: screen });
    expect(written.status).toBe(302);
    expect(await storedSynopses(kept.id)).toEqual({ "zh-Hans": CHINESE, ru: "Оставить" });
    expect(await storedSynopses(await idOf("Synopsis Import New"))).toEqual({ "zh-Hans": CHINESE, es: SPANISH });
  });

  it("refuses a synopsis column of a language the site does not speak", async () => {
    const preview = (
      await (await post({ intent: "preview", text: `title,description,description_fr\r\nX,${ORIGINAL},Non` })).text()
    ).replaceAll("<!-- -->", "");
    expect(preview).toContain("Unknown column: description_fr");
  });

  it("exports every language's synopsis, in CSV columns and JSON, and reads its export back as unchanged", async () => {
    const total = await seriesCount();
    for (const format of ["csv", "json"]) {
      const exported = await (await fetchWorker(`${screen}/export?format=${format}`, { headers: { Cookie: cookie } })).text();
      if (format === "csv")
        expect(exported.split("\r\n")[0]).toContain("description,description_zh-Hans,description_zh-Hant,description_es");
      expect(exported, format).toContain(CHINESE);
      const preview = (await (await post({ intent: "preview", text: exported })).text()).replaceAll("<!-- -->", "");
      expect(preview, format).toContain(`0 new, 0 changed, ${total} unchanged, 0 invalid.`);
    }
  });
});
