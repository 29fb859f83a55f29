import { pageTitle } from "~/lib/site-name";
import { data, redirect, type MetaFunction, Form, useActionData, useLoaderData } from "react-router";
import { readViewer } from "~/web/viewer.server";
import { userTexts } from "~/lib/vocabulary/user-texts";
import { getAboutContact } from "~/domain/settings/queries.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/blocked";

export const meta: MetaFunction = () => [{ title: pageTitle("Account blocked") }];

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
  const message = session.state === "blocked" ? "Your account is still blocked." : "You are not logged in.";
  return data({ message }, { status: session.state === "blocked" ? 403 : 401 });
}

export default function Blocked() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-lg px-4 py-12">
      <div className="panel space-y-4 p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Account blocked</h1>
        <p role="alert" className="alert-error">
          {userTexts.blocked}
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          Need help? Write to{" "}
          <a href={`mailto:${email}`} className="link">
            {email}
          </a>
          .
        </p>
        {result ? (
          <p role="status" className="alert-info">
            {result.message}
          </p>
        ) : null}
        <Form method="post">
          <button type="submit" className="btn-primary">
            Retry
          </button>
        </Form>
      </div>
    </main>
  );
}
