import { Link } from "react-router";

/** The buttons that end an admin list's filter form: apply it, or clear it back to the whole list. */
export function FilterActions({ apply = "Filter" }: { apply?: string }) {
  return (
    <>
      <button type="submit" className="btn-primary">
        {apply}
      </button>
      <Link to="?" className="btn-ghost">
        Clear
      </Link>
    </>
  );
}
