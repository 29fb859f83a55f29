import type { ReactNode } from "react";
import { CHAT_MAX } from "~/domain/rooms/limits";
import type { RoomLine } from "~/hooks/use-watch-room";
import { m } from "~/paraglide/messages";
import { RoomTextForm } from "./room-text-form";

type Props = { lines: RoomLine[]; open: boolean; onSend: (text: string) => void; signIn: ReactNode | null };

/**
 * The room's chat: the lines since this page joined (the room keeps none), newest last, and a line
 * to send; a guest (not signed in) reads along and is offered `signIn` instead.
 */
export function RoomChat({ lines, open, onSend, signIn }: Props) {
  return (
    <section aria-labelledby="room-chat-title" className="panel flex min-h-0 flex-col gap-2 p-3">
      <h2 id="room-chat-title" className="font-bold">
        {m.room_chat()}
      </h2>
      <ol aria-live="polite" className="max-h-72 min-h-24 space-y-1 overflow-y-auto text-sm" data-room-chat="">
        {lines.length === 0 ? <li className="text-slate-500 dark:text-slate-400">{m.room_chat_empty()}</li> : null}
        {lines.map((line) => (
          <li key={line.key} className="break-words">
            <bdi className="font-semibold text-rose-700 dark:text-rose-400">{line.username}</bdi>: <bdi>{line.text}</bdi>
          </li>
        ))}
      </ol>
      {signIn ?? (
        <RoomTextForm
          name="chat"
          label={m.room_chat_label()}
          button={m.room_send()}
          maxLength={CHAT_MAX}
          disabled={!open}
          onSend={onSend}
        />
      )}
    </section>
  );
}
