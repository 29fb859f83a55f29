// Issue #49, point 5: `npm run deploy` asked for the admin's password and showed it as it was typed.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { askAtTerminal } from "../../scripts/terminal";

/** Types `typed` and Enter at a question, and answers the answer and all the terminal showed. */
async function typeAt(question: string, typed: string, hidden: boolean) {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = "";
  output.on("data", (chunk: Buffer) => {
    shown += chunk.toString();
  });
  const answer = askAtTerminal(question, { hidden, input, output });
  for (const key of typed) input.write(key);
  input.write("\r");
  return { answer: await answer, shown };
}

describe("a question at the terminal", () => {
  it("shows what is typed, when it is not hidden", async () => {
    const { answer, shown } = await typeAt("The admin's username: ", "owner", false);
    expect(answer).toBe("owner");
    expect(shown).toContain("The admin's username: ");
    expect(shown).toContain("owner");
  });

  it("shows the question but not the password typed at it", async () => {
    const { answer, shown } = await typeAt("The admin's password: ", "a-long-admin-password", true);
    expect(answer).toBe("a-long-admin-password");
    expect(shown).toContain("The admin's password: ");
    expect(shown).not.toContain("a-long");
    expect(shown).not.toMatch(/\*/);
  });
});
