import { Link } from "react-router";
import { m } from "~/paraglide/messages";

/** The buttons that end an admin list's filter form: apply it, or clear it back to the whole list. */
export function FilterActions({ apply }: { apply?: string }) {
  return (
    <>
      <button type="submit" className="btn-primary">
        {apply ?? m.admin_filter()}
      </button>
      <Link to="?" className="btn-ghost">
        {m.admin_clear()}
      </Link>
    </>
  );
}
