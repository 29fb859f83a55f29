import { pageTitle } from "~/lib/site-name";
import { data, redirect, type MetaFunction, Form, useActionData, useLoaderData } from "react-router";
import { readViewer } from "~/web/viewer.server";
import { getAboutContact } from "~/domain/settings/queries.server";
import { appContext } from "~/web/router-context.server";
import { aroundSlot } from "~/lib/message-slot";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/blocked";

export const meta: MetaFunction = () => [{ title: pageTitle(m.account_blocked_title()) }];

const FALLBACK_SUPPORT_EMAIL = "support@animestream.example";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Visitor spec: a user on /blocked who is not blocked goes to /.
  if ((await readViewer(request, context.get(appContext))).state === "signed-in") throw redirect("/");
  const { contact } = await getAboutContact(context.get(appContext));
  return { email: /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(contact)?.[0] ?? FALLBACK_SUPPORT_EMAIL };
}

// The retry: still blocked, not signed in any more, or free to go home.
export async function action({ request, context }: Route.ActionArgs) {
  const session = await readViewer(request, context.get(appContext));
  if (session.state === "signed-in") throw redirect("/");
  const message = session.state === "blocked" ? m.account_blocked_still() : m.account_blocked_not_signed_in();
  return data({ message }, { status: session.state === "blocked" ? 403 : 401 });
}

export default function Blocked() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The address is a link inside the sentence: the message is cut where it goes.
  const [helpBefore, helpAfter] = aroundSlot((slot) => m.account_blocked_help({ email: slot }));
  return (
    <main className="mx-auto max-w-lg px-4 py-12">
      <div className="panel space-y-4 p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{m.account_blocked_title()}</h1>
        <p role="alert" className="alert-error">
          {m.account_blocked()}
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          {helpBefore}
          <a href={`mailto:${email}`} className="link">
            {email}
          </a>
          {helpAfter}
        </p>
        {result ? (
          <p role="status" className="alert-info">
            {result.message}
          </p>
        ) : null}
        <Form method="post">
          <button type="submit" className="btn-primary">
            {m.account_blocked_retry()}
          </button>
        </Form>
      </div>
    </main>
  );
}
