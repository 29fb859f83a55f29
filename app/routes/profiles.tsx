import { pageTitle } from "~/lib/site-name";
import { Form, Link, type MetaFunction, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { readReply } from "~/components/forms/reply";
import { ProfileFace } from "~/components/profiles/profile-face";
import { FieldError } from "~/components/ui/form-field";
import { selectProfile } from "~/domain/profiles/commands.server";
import { callersProfiles } from "~/domain/profiles/queries.server";
import { ProfileSelectInput } from "~/domain/profiles/schema";
import { idField } from "~/lib/schema-fields";
import { safeRedirectPath } from "~/lib/redirects";
import { readForm, refusalPageHeaders, submitForm } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext, callerIpContext } from "~/web/router-context.server";
import { startSession } from "~/web/sessions.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/profiles";

// "Who's watching?" (issue #84, decision 074): each profile of the account a form of its own, so
// the page works without JavaScript and with a TV remote (each a button in the tab order); a
// profile with a PIN asks for it beside its button. The session's token is replaced by one acting
// as the chosen profile.

export const meta: MetaFunction = () => [{ title: pageTitle(m.profiles_title()) }];

/** Forms alone: nothing to hydrate. */
export const handle = { hydrate: false };

/** A 429 keeps its Retry-After (too many wrong PINs). */
export const headers = refusalPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const caller = await requireUser(request, app);
  return { ...(await callersProfiles(app, caller)), current: caller.user.id };
}

const ProfileChoice = ProfileSelectInput.extend({ id: idField("Profile") });

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { account, sessionId } = await requireUser(request, app);
  const form = await readForm(request);
  return submitForm(form, ProfileChoice, async ({ id, pin }) => {
    const { token } = await selectProfile(app, { account, sessionId }, id, pin, context.get(callerIpContext));
    return redirect(safeRedirectPath(form.get("redirectTo")), { headers: { "Set-Cookie": await startSession(request, "user", token) } });
  });
}

export default function WhoIsWatching() {
  const { profiles, current, manages } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { fieldError, formError, typed } = readReply(reply);
  const refusedId = Number(typed("id"));
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{m.profiles_title()}</h1>
      <ul className="mt-8 flex flex-wrap justify-center gap-6">
        {profiles.map((profile) => {
          const error = refusedId === profile.id ? (fieldError("pin") ?? formError) : undefined;
          const pinId = `pin-${profile.id}`;
          return (
            <li key={profile.id}>
              <Form method="post" className="flex w-36 flex-col items-center gap-2">
                <input type="hidden" name="id" value={profile.id} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <button
                  type="submit"
                  className="group flex w-full flex-col items-center gap-2 rounded-2xl p-2 outline-offset-4 focus-visible:outline-4 focus-visible:outline-rose-500"
                  aria-describedby={profile.id === current ? `current-${profile.id}` : undefined}
                >
                  <span className="rounded-xl ring-rose-500 group-hover:ring-4 group-focus-visible:ring-4">
                    <ProfileFace profile={profile} />
                  </span>
                  <span className="max-w-full truncate text-lg font-semibold">{profile.name}</span>
                </button>
                <span className="flex flex-wrap justify-center gap-1 text-xs">
                  {profile.id === current ? (
                    <span id={`current-${profile.id}`} className="rounded-full bg-rose-600/10 px-2 py-0.5 text-rose-700 dark:text-rose-300">
                      {m.profiles_current()}
                    </span>
                  ) : null}
                  {profile.rating_cap === "pg" || profile.rating_cap === "g" ? (
                    <span className="rounded-full bg-sky-600/10 px-2 py-0.5 text-sky-800 dark:text-sky-300">{m.profiles_kids()}</span>
                  ) : null}
                </span>
                {profile.has_pin ? (
                  <div className="w-full">
                    <label htmlFor={pinId} className="text-xs text-slate-600 dark:text-slate-400">
                      {m.profiles_has_pin()}
                    </label>
                    <input
                      id={pinId}
                      aria-label={m.profiles_pin_for({ name: profile.name })}
                      name="pin"
                      type="password"
                      inputMode="numeric"
                      autoComplete="off"
                      pattern="[0-9]{4}"
                      maxLength={4}
                      className="field text-center tracking-[0.5em]"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${pinId}-error` : undefined}
                    />
                    <FieldError id={pinId} error={error} />
                  </div>
                ) : error ? (
                  <FieldError id={pinId} error={error} />
                ) : null}
              </Form>
            </li>
          );
        })}
      </ul>
      {manages ? (
        <p className="mt-10">
          <Link to="/account/profiles" className="btn-ghost">
            {m.profiles_manage()}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
