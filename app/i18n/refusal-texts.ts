// The domain's refusals in the page's language (decision 046). The domain and the API speak
// English; a page translates what it shows at one seam (app/web/form-submission.server.ts, and a
// form's own check in the browser) by finding the English text in the catalogue of `refusal_*`
// messages. A refusal with inputs ("{field} is required") is matched as a pattern, and an input
// that is itself a `field_*` message's English text ("Email or username") or a refusal is translated too.
// A text the catalogue lacks stays English: the markup test and the pages' tests list such texts.
import { fields, refusals } from "~/paraglide/refusals";
import { baseLocale, getLocale } from "~/paraglide/runtime";

type Message = (typeof refusals)[number][0];
type Pattern = { pattern: RegExp; inputs: string[]; message: Message };
type Catalogue = { exact: Map<string, Message>; patterns: Pattern[]; fields: Map<string, Message> };

const MARK = "\u0000";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const english = (message: Message, inputs: Record<string, string> = {}) => message(inputs, { locale: baseLocale });

/** A refusal's English text with its inputs as patterns: "{field} is required" → /^(.+?) is required$/. */
function patternOf(message: Message, inputs: string[]): Pattern {
  const marked = english(message, Object.fromEntries(inputs.map((name, index) => [name, `${MARK}${index}${MARK}`])));
  // Split at the marks, the odd parts are the inputs' numbers in the order the text has them.
  const parts = marked.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  const order = parts.filter((_, index) => index % 2 === 1).map((part) => inputs[Number(part)]!);
  const source = parts.map((part, index) => (index % 2 === 1 ? "(.+?)" : escaped(part))).join("");
  return { pattern: new RegExp(`^${source}$`, "s"), inputs: order, message };
}

let built: Catalogue | null = null;
/** Built on first use, once per isolate or page. */
function catalogue(): Catalogue {
  if (built) return built;
  const exact = new Map<string, Message>();
  const patterns: Pattern[] = [];
  for (const [message, inputs] of refusals) {
    if (inputs.length === 0) exact.set(english(message), message);
    else patterns.push(patternOf(message, inputs));
  }
  // The most specific first: more fixed text leaves less for the inputs to swallow.
  const fixedLength = ({ pattern }: Pattern) => pattern.source.replaceAll("(.+?)", "").length;
  patterns.sort((a, b) => fixedLength(b) - fixedLength(a));
  built = { exact, patterns, fields: new Map(fields.map(([message]) => [english(message), message])) };
  return built;
}

/** A refusal's text in the language of the page being answered; English stays as it is. */
export function translateRefusal(text: string): string {
  const locale = getLocale();
  if (locale === baseLocale) return text;
  const { exact, patterns, fields: fieldNames } = catalogue();
  const fixed = exact.get(text);
  if (fixed) return fixed({}, { locale });
  for (const { pattern, inputs, message } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = inputs.map((name, index) => {
      const value = found[index + 1] ?? "";
      const field = fieldNames.get(value);
      // An input may be a refusal itself ("Server 2: the link is not …"): shorter, so this ends.
      return [name, field ? field({}, { locale }) : translateRefusal(value)];
    });
    return message(Object.fromEntries(values), { locale });
  }
  return text;
}
