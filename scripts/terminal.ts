import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

type Streams = { input: NodeJS.ReadableStream; output: NodeJS.WritableStream };

/**
 * A line asked for at the terminal. `hidden`: what is typed is not shown (a password), so it stays
 * off the screen and out of a recorded session (issue #49); the question itself is shown.
 */
export async function askAtTerminal(
  question: string,
  { hidden = false, input = process.stdin, output = process.stdout }: { hidden?: boolean } & Partial<Streams> = {},
): Promise<string> {
  let showing = true;
  // readline echoes each key through its output: with `hidden`, that output drops it once the question is out.
  const shown = new Writable({
    write(chunk, encoding, done) {
      if (showing) output.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input, output: shown, terminal: true });
  try {
    const answer = terminal.question(question);
    showing = !hidden;
    return await answer;
  } finally {
    terminal.close();
    if (hidden) output.write("\n");
  }
}
