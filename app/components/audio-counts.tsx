// "SUB 12 · DUB 8" on a series card and the series page: how many episodes have a subtitled and a
// dubbed server, as the series row keeps them (decision 049); a zero part is left out. And a server
// button's audio on the episode page.
import { audioLabel } from "~/i18n/catalogue-labels";
import { displayNames, formatCount } from "~/lib/intl-formats";
import type { ServerAudio } from "~/lib/vocabulary/server-audio";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export function AudioCounts({ sub, dub, className }: { sub: number; dub: number; className?: string }) {
  const count = (n: number) => formatCount(getLocale(), n);
  const parts = [
    sub > 0 ? m.audio_sub_count({ count: count(sub) }) : null,
    dub > 0 ? m.audio_dub_count({ count: count(dub) }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className={className} data-audio-counts="">
      {parts.join(" · ")}
    </p>
  );
}

/** A server button's audio: "SUB", "RAW", or "DUB" with the dub's language ("DUB (English)"). */
export function ServerAudioTag({ audio, lang }: { audio: ServerAudio; lang: string | null }) {
  const word = audioLabel(`${audio[0]!.toUpperCase()}${audio.slice(1)}`).toLocaleUpperCase(getLocale());
  return (
    <span className="ms-1.5 text-[0.7rem] font-semibold" data-audio={audio}>
      {lang ? `${word} (${languageName(lang)})` : word}
    </span>
  );
}

function languageName(tag: string) {
  try {
    return displayNames(getLocale(), { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
