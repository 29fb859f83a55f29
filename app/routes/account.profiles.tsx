import { pageTitle } from "~/lib/site-name";
import { Form, Link, type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { readReply } from "~/components/forms/reply";
import { ProfileFace } from "~/components/profiles/profile-face";
import { FieldFrame, FormField } from "~/components/ui/form-field";
import { createProfile, deleteProfile, updateProfileOf } from "~/domain/profiles/commands.server";
import type { ProfileView } from "~/domain/profiles/present";
import { callersProfiles } from "~/domain/profiles/queries.server";
import { ProfileCreateInput, PROFILES_MAX, ProfileUpdateInput } from "~/domain/profiles/schema";
import { flagField, idField } from "~/lib/schema-fields";
import { RATING_NAMES, seriesRatings } from "~/lib/vocabulary/series";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/account.profiles";

// Managing an account's profiles (issue #84, decision 074), from the account's own profile, with
// forms that work without JavaScript: add one, rename it, cap it, give or take its PIN, delete it.

export const meta: MetaFunction = () => [{ title: pageTitle(m.profiles_manage()) }];

export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return callersProfiles(app, await requireUser(request, app));
}

/** The edit form: its profile, and "remove the PIN" ticked or a new one typed (neither keeps it). */
const ProfileEdit = ProfileUpdateInput.omit({ pin: true }).extend({
  id: idField("Profile"),
  remove_pin: flagField.optional(),
  new_pin: ProfileUpdateInput.shape.pin,
});

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const caller = await requireUser(request, app);
  const form = await readForm(request);
  const here = () => redirect("/account/profiles");
  switch (form.get("intent")) {
    case "add":
      return submitForm(form, ProfileCreateInput, async (input) => {
        await createProfile(app, caller, input);
        return here();
      });
    case "save":
      return submitForm(form, ProfileEdit, async ({ id, remove_pin, new_pin, ...input }) => {
        await updateProfileOf(app, caller, id, { ...input, pin: remove_pin ? null : (new_pin ?? undefined) });
        return here();
      });
    case "delete":
      return submitForm(form, z.object({ id: idField("Profile") }), async ({ id }) => {
        await deleteProfile(app, caller, id);
        return here();
      });
  }
  return unknownIntent(form);
}

const capOptions = seriesRatings.map((rating) => ({ value: rating, label: RATING_NAMES[rating] }));

function CapSelect({ id, current }: { id: string; current: string | null }) {
  return (
    <FieldFrame id={id} label={m.profiles_field_cap()}>
      <select id={id} name="rating_cap" defaultValue={current ?? ""} className="field">
        <option value="">{m.profiles_cap_none()}</option>
        {capOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function ProfileEditor({ profile, error }: { profile: ProfileView; error?: string }) {
  const key = `profile-${profile.id}`;
  return (
    <li className="panel space-y-3 p-5">
      <div className="flex items-center gap-3">
        <ProfileFace profile={profile} size="sm" />
        <h2 className="text-lg font-semibold">{profile.name}</h2>
      </div>
      {profile.first ? <p className="text-sm text-slate-600 dark:text-slate-400">{m.profiles_first_note()}</p> : null}
      <Form method="post" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="id" value={profile.id} />
        {profile.first ? null : (
          <FormField label={m.profiles_field_name()} id={`${key}-name`} name="name" defaultValue={profile.name} maxLength={30} />
        )}
        <CapSelect id={`${key}-cap`} current={profile.rating_cap} />
        <FormField
          label={m.profiles_field_new_pin()}
          id={`${key}-pin`}
          name="new_pin"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          pattern="[0-9]{4}"
          maxLength={4}
          error={error}
        />
        {profile.has_pin ? (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" name="remove_pin" value="true" className="accent-rose-600" />
            {m.profiles_remove_pin()}
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" name="intent" value="save" className="btn-primary">
            {m.profiles_save()}
          </button>
          {profile.first ? null : (
            <button type="submit" name="intent" value="delete" className="btn-ghost text-red-700 dark:text-red-300">
              {m.profiles_delete()}
            </button>
          )}
        </div>
      </Form>
    </li>
  );
}

export default function ManageProfiles() {
  const { profiles, manages } = useLoaderData<typeof loader>();
  const { firstError, typed } = readReply(useActionData<typeof action>());
  const refusedId = Number(typed("id"));
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{m.profiles_manage()}</h1>
        <Link to="/profiles" className="link text-sm">
          {m.layout_switch_profile()}
        </Link>
      </div>
      {!manages ? (
        <p className="alert-info">{m.profiles_managed_elsewhere()}</p>
      ) : (
        <>
          {firstError && !refusedId ? (
            <p role="alert" className="alert-error">
              {firstError}
            </p>
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {m.profiles_count({ count: profiles.length, max: PROFILES_MAX })} · {m.profiles_delete_note()}
          </p>
          <ul className="space-y-4">
            {profiles.map((profile) => (
              <ProfileEditor key={profile.id} profile={profile} error={refusedId === profile.id ? firstError : undefined} />
            ))}
          </ul>
          {profiles.length < PROFILES_MAX ? (
            <section className="panel space-y-3 p-5" aria-labelledby="add-profile">
              <h2 id="add-profile" className="text-lg font-semibold">
                {m.profiles_add_title()}
              </h2>
              <Form method="post" className="grid gap-3 sm:grid-cols-2">
                <FormField label={m.profiles_field_name()} id="add-name" name="name" required maxLength={30} />
                <FormField
                  label={m.profiles_field_pin()}
                  id="add-pin"
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="new-password"
                  pattern="[0-9]{4}"
                  maxLength={4}
                />
                <label className="flex items-center gap-2 text-sm sm:col-span-2">
                  <input type="checkbox" name="kids" value="true" className="accent-rose-600" />
                  {m.profiles_field_kids()}
                </label>
                <div className="sm:col-span-2">
                  <button type="submit" name="intent" value="add" className="btn-primary">
                    {m.profiles_add()}
                  </button>
                </div>
              </Form>
            </section>
          ) : null}
        </>
      )}
    </main>
  );
}
