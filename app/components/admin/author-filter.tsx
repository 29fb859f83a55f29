import { Form } from "react-router";
import { FilterActions } from "~/components/admin/filter-actions";
import { FormField } from "~/components/ui/form-field";
import { m } from "~/paraglide/messages";

/** A moderation screen's filter (app/web/moderation-page.server.ts): one author's records, by their exact username. */
export function AuthorFilter({ username, size }: { username: string; size: number }) {
  return (
    <Form method="get" className="panel flex flex-wrap items-end gap-3">
      <input type="hidden" name="size" value={size} />
      <FormField
        className="min-w-56 flex-1"
        label={m.account_field_username()}
        name="username"
        type="search"
        defaultValue={username}
        placeholder={m.admin_danmaku_author_placeholder()}
      />
      <FilterActions />
    </Form>
  );
}
