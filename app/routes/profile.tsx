import { pageTitle } from "~/lib/site-name";
import { Picture } from "~/components/ui/picture";
import { NO_IMAGE } from "~/lib/images";
import { type MetaFunction, Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams } from "react-router";
import { useEffect } from "react";
import { requireUser } from "~/web/page-guards.server";
import { refusalPageHeaders, readForm, submitForm, fileFormBytes } from "~/web/form-submission.server";
import { isChosenFile, storeFormImage } from "~/web/form-upload.server";
import { fieldProps, formError, useSchemaForm } from "~/components/forms/use-schema-form";
import { FormField } from "~/components/ui/form-field";
import { PostButton } from "~/components/ui/post-button";
import { assertAvatarMayChange, updateProfile } from "~/domain/users/account.server";
import { toCaller } from "~/domain/users/present";
import { ProfileFormInput } from "~/domain/users/schema";
import { appContext, callerIpContext } from "~/web/router-context.server";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/profile";
import { storedDay } from "~/lib/display";
import { formFields } from "~/lib/forms";
import { BrowsingFields, spoilerGuardLabels } from "~/components/profile/browsing-fields";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { segmentKindName } from "~/i18n/segment-kind-labels";

export const meta: MetaFunction = () => [{ title: pageTitle(m.profile_title()) }];

const REDIRECT_DELAY_MS = 1200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, account } = await requireUser(request, context.get(appContext));
  return { profile: toCaller(user, account) };
}

/** A 429 keeps its Retry-After (too many wrong passwords). */
export const headers = refusalPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const session = await requireUser(request, app);
  const form = await readForm(request, { limit: fileFormBytes(UPLOAD_LIMITS.avatar) });
  // No box ticked sends no hide_statuses (nothing hidden) and no auto_skip (nothing skipped by itself).
  return submitForm(
    form,
    ProfileFormInput,
    async (input) => {
      if (isChosenFile(form.get("avatar"))) await assertAvatarMayChange(app, session.user.id);
      const stored = await storeFormImage(app, "avatar", form, "avatar");
      await updateProfile(app, session, input, context.get(callerIpContext), stored?.url);
    },
    { fields: formFields(form, ["hide_statuses", "auto_skip"]) },
  );
}

function ProfileView({ profile }: { profile: ReturnType<typeof toCaller> }) {
  const rows: [string, string | null][] = [
    [m.account_field_email(), profile.email],
    [m.account_field_username(), profile.username],
    [m.profile_dob(), profile.dob && storedDay(profile.dob)],
    [m.profile_location(), profile.location],
    [m.profile_mobile(), profile.mobile],
    [m.profile_hide_statuses(), profile.hide_statuses.map(listStatusLabel).join(", ") || m.profile_hide_none()],
    [m.profile_spoiler_guard(), spoilerGuardLabels[profile.spoiler_guard]()],
    [m.profile_auto_skip(), profile.auto_skip.map(segmentKindName).join(", ") || m.profile_auto_skip_none()],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const saved = result?.status === "success";
  const editing = params.get("edit") === "1" && !saved;
  const [form, fields, loadCheck] = useSchemaForm(() => import("~/domain/users/schema").then((module) => module.ProfileFormInput), result, {
    email: profile.email,
    username: profile.username,
    dob: profile.dob,
    location: profile.location,
    mobile: profile.mobile,
    hide_statuses: profile.hide_statuses,
    spoiler_guard: profile.spoiler_guard,
    auto_skip: profile.auto_skip,
  });
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <div className="panel p-6 sm:p-8">
        <div className="mb-6 flex items-center gap-4">
          <Picture
            src={profile.avatar || NO_IMAGE}
            alt=""
            width={72}
            height={72}
            load="eager"
            className="h-18 w-18 rounded-full object-cover ring-2 ring-rose-500"
          />
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{profile.username}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">{m.profile_member_since({ date: storedDay(profile.created_at) })}</p>
          </div>
        </div>
        {saved ? (
          <>
            <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/`} />
            <p role="status" className="alert-success">
              {m.account_profile_saved()}
            </p>
          </>
        ) : editing ? (
          <Form
            method="post"
            encType="multipart/form-data"
            id={form.id}
            onSubmit={form.onSubmit}
            onFocusCapture={loadCheck}
            className="grid gap-4 sm:grid-cols-2"
            noValidate
          >
            {formError(form) ? (
              <p role="alert" className="alert-error sm:col-span-2">
                {formError(form)}
              </p>
            ) : null}
            <FormField label={m.account_field_email()} {...fieldProps(fields.email)} type="email" required />
            <FormField label={m.account_field_username()} {...fieldProps(fields.username)} required />
            <FormField label={m.profile_dob()} {...fieldProps(fields.dob)} type="date" />
            <FormField label={m.profile_location()} {...fieldProps(fields.location)} />
            <FormField label={m.profile_mobile()} {...fieldProps(fields.mobile)} type="tel" />
            <FormField label={m.profile_avatar()} name="avatar" type="file" accept="image/*" error={form.allErrors.avatar?.[0]} />
            <BrowsingFields hideStatuses={fields.hide_statuses} spoilerGuard={fields.spoiler_guard} autoSkip={fields.auto_skip} />
            <FormField
              label={m.profile_current_password()}
              {...fieldProps(fields.current_password)}
              type="password"
              autoComplete="current-password"
              hint={m.profile_current_password_hint()}
              className="sm:col-span-2"
            />
            <FormField
              label={m.profile_new_password()}
              {...fieldProps(fields.password)}
              type="password"
              autoComplete="new-password"
              hint={m.profile_new_password_hint()}
            />
            <FormField
              label={m.profile_confirm_password()}
              {...fieldProps(fields.confirm_password)}
              type="password"
              autoComplete="new-password"
            />
            <div className="flex gap-2 sm:col-span-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? m.profile_saving() : m.profile_save()}
              </button>
              <Link to="/profile" className="btn-ghost">
                {m.profile_cancel()}
              </Link>
            </div>
          </Form>
        ) : (
          <>
            <ProfileView profile={profile} />
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Link to="?edit=1" className="btn-primary">
                {m.profile_edit()}
              </Link>
              <Link to="/account/security" className="btn-ghost">
                {m.profile_security_link()}
              </Link>
              <Link to="/account/trackers" className="btn-ghost">
                {m.trackers_title()}
              </Link>
              <Link to="/account/stats" className="btn-ghost">
                {m.stats_title()}
              </Link>
              <PostButton action="/logout" values={{ everywhere: "1" }} className="btn-ghost">
                {m.profile_sign_out_everywhere()}
              </PostButton>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
