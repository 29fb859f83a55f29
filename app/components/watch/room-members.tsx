import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

type Props = {
  members: string[];
  /** How many watch along without an account (they have no name to show). */
  guests: number;
  self: { username: string; host: boolean } | null;
  settings: { anyone: boolean; guests: boolean };
  open: boolean;
  onRemove: (username: string) => void;
  onAnyone: (allowed: boolean) => void;
  onGuests: (allowed: boolean) => void;
};

/**
 * Who is in the room (usernames only, and a count of guests), and for the host the room's controls:
 * removing a member (who may not come back), letting everyone play, pause and seek, and letting
 * viewers who are not signed in watch along.
 */
export function RoomMembers({ members, guests, self, settings, open, onRemove, onAnyone, onGuests }: Props) {
  return (
    <section aria-labelledby="room-members-title" className="panel p-3">
      <h2 id="room-members-title" className="mb-2 font-bold">
        {m.room_members()}
      </h2>
      <ul className="flex flex-wrap gap-2" data-room-members="">
        {members.map((username) => (
          <li key={username} className="chip-muted gap-1">
            <bdi>{username}</bdi>
            {self?.host && username !== self.username ? (
              <button
                type="button"
                onClick={() => onRemove(username)}
                disabled={!open}
                className="-me-1 rounded-full p-0.5 hover:bg-slate-300 dark:hover:bg-slate-700"
                aria-label={m.room_remove({ username })}
                title={m.room_remove({ username })}
              >
                <Icon name="close" width={12} height={12} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {guests > 0 ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{m.room_guests_count({ count: guests })}</p> : null}
      {self?.host ? (
        <div className="mt-3 space-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={settings.anyone} disabled={!open} onChange={(event) => onAnyone(event.currentTarget.checked)} />
            {m.room_anyone()}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={settings.guests} disabled={!open} onChange={(event) => onGuests(event.currentTarget.checked)} />
            {m.room_guests_allow()}
          </label>
        </div>
      ) : null}
    </section>
  );
}
