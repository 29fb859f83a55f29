import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

type Props = {
  members: string[];
  self: { username: string; host: boolean } | null;
  anyone: boolean;
  open: boolean;
  onRemove: (username: string) => void;
  onAnyone: (allowed: boolean) => void;
};

/**
 * Who is in the room (usernames only), and for the host the room's two controls: removing a member
 * (who may not come back) and letting everyone play, pause and seek.
 */
export function RoomMembers({ members, self, anyone, open, onRemove, onAnyone }: Props) {
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
      {self?.host ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={anyone} disabled={!open} onChange={(event) => onAnyone(event.currentTarget.checked)} />
          {m.room_anyone()}
        </label>
      ) : null}
    </section>
  );
}
