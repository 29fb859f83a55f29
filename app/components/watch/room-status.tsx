import type { RoomStatus } from "~/hooks/use-watch-room";
import { m } from "~/paraglide/messages";

type Props = { status: RoomStatus; host: boolean; guest: boolean; controls: boolean; synced: boolean; muted: boolean; refused: boolean };

/**
 * Where this member stands in the room, in a live region: joining, in step (as host, as a guest who
 * may drive playback too, as one who follows, or watching along without an account), lost, or out.
 */
export function RoomStatusNote({ status, host, guest, controls, synced, muted, refused }: Props) {
  const notes = {
    connecting: m.room_connecting(),
    open: host ? m.room_host() : guest ? m.room_watching_along() : controls ? m.room_guest_controls() : m.room_guest(),
    reconnecting: m.room_reconnecting(),
    refused: m.room_refused(),
    ended: m.room_ended(),
  };
  const problem = status === "refused" || status === "ended";
  return (
    <div role="status" className="space-y-2" data-room-status={status}>
      <p className={problem ? "alert-error" : "alert-info"}>{notes[status]}</p>
      {synced ? null : <p className="alert-info">{m.room_unsynced()}</p>}
      {muted ? <p className="alert-info">{m.room_muted()}</p> : null}
      {refused ? <p className="alert-error">{m.room_not_sent()}</p> : null}
    </div>
  );
}
