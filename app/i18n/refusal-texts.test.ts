// The refusal seam (decision 046): the domain's English text, found in the catalogue, comes out in
// the page's language, fixed texts and templates alike, with a field's name translated inside.
import { afterEach, describe, expect, it } from "vitest";
import { m } from "~/paraglide/messages";
import { baseLocale, type Locale, overwriteGetLocale } from "~/paraglide/runtime";
import { translateRefusal } from "./refusal-texts";

const pageIn = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => pageIn(baseLocale));

describe("translateRefusal", () => {
  it("leaves English as the domain wrote it", () => {
    expect(translateRefusal("Email or username is required")).toBe("Email or username is required");
  });

  it("translates a fixed refusal", () => {
    pageIn("ru");
    expect(translateRefusal("Invalid email/username or password")).toBe(m.refusal_invalid_credentials({}, { locale: "ru" }));
    expect(translateRefusal("Invalid email/username or password")).not.toBe("Invalid email/username or password");
  });

  it("fills a template's inputs, translating a field's name and keeping a number", () => {
    pageIn("zh-Hans");
    expect(translateRefusal("Email or username is required")).toBe(
      m.refusal_field_required({ field: m.field_email_or_username({}, { locale: "zh-Hans" }) }, { locale: "zh-Hans" }),
    );
    expect(translateRefusal("Location must be at most 100 characters")).toBe(
      m.refusal_field_max_chars({ field: m.field_location({}, { locale: "zh-Hans" }), max: "100" }, { locale: "zh-Hans" }),
    );
  });

  it("prefers the template with the most fixed text", () => {
    // "{field} must be at most {max}" would also match; the one that names characters wins.
    pageIn("es");
    expect(translateRefusal("Mobile must be at most 30 characters")).toBe(
      m.refusal_field_max_chars({ field: m.field_mobile({}, { locale: "es" }), max: "30" }, { locale: "es" }),
    );
  });

  it("leaves a text the catalogue lacks as it is", () => {
    pageIn("ar");
    expect(translateRefusal("Something no message says")).toBe("Something no message says");
  });
});
