// webvtt-parser ships no types: this declares the part ./webvtt.ts uses. The package is CommonJS
// and assigns its classes to `exports` inside a function: Vite's build and the workerd tests read
// them as named exports anyway, but Node's ESM loader (tsx scripts) does not, so the module is
// declared, and imported, as one default object.
declare module "webvtt-parser" {
  type ParseMode = "subtitles" | "captions" | "descriptions" | "chapters" | "metadata";
  type Entities = Record<string, string>;
  /** `line` counts from 1; `col` from 1 too, where the parser knows it. */
  type ParseError = { message: string; line: number; col?: number };
  type Cue = { id: string; startTime: number; endTime: number; text: string };
  type ErrorHandler = (message: string, col: number) => void;

  const webvtt: {
    WebVTTParser: new (
      entities?: Entities,
    ) => {
      parse(input: string, mode: ParseMode): { cues: Cue[]; errors: ParseError[]; styles: string[] };
    };
    WebVTTCueTimingsAndSettingsParser: new (
      line: string,
      onError: ErrorHandler,
    ) => {
      /** Sets `cue.startTime`, `cue.endTime` and the settings; returns true when the timings parse. */
      parse(cue: { startTime: number; endTime: number }, previousCueStart: number): true | undefined;
    };
    WebVTTCueTextParser: new (
      text: string,
      onError: ErrorHandler,
      mode: ParseMode,
      entities: Entities,
    ) => {
      parse(cueStart: number, cueEnd: number): unknown;
    };
  };
  export default webvtt;
}
