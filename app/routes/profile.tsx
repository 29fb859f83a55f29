import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { requireUser } from "~/.server/auth/page-guards";
import { DomainError, FieldError } from "~/.server/errors";
import { storeUpload } from "~/.server/storage/uploads";
import { FormField } from "~/components/ui/form-field";
import { updateProfile } from "~/domain/users/account.server";
import { toPublicUser } from "~/domain/users/queries.server";
import { ProfileFormInput, userTexts } from "~/domain/users/schema";
import { formFields, parseWith } from "~/lib/forms";

export const meta: MetaFunction = () => [{ title: "Profile — AnimeStream" }];

const REDIRECT_DELAY_MS = 1200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { profile: toPublicUser((await requireUser(request, context.app)).user) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const session = await requireUser(request, app);
  const form = await request.formData();
  const fields = formFields(form);
  // Typed values come back with the errors (never the passwords), so nothing is lost.
  const { password: _password, confirm_password: _confirm, current_password: _current, ...kept } = fields as Record<string, string | undefined>;
  const parsed = parseWith(ProfileFormInput, fields);
  if (!parsed.ok) return data({ ok: false as const, error: parsed.message, errors: parsed.errors, fields: kept }, { status: 400 });
  try {
    const avatar = form.get("avatar");
    const stored = avatar instanceof File && avatar.size > 0 ? await storeUpload(app.db, app.env.BUCKET, "avatar", new Uint8Array(await avatar.arrayBuffer()), avatar.name) : null;
    await updateProfile(app.db, session, parsed.data, stored?.url);
    return { ok: true as const };
  } catch (error) {
    if (!(error instanceof DomainError)) console.error("profile update failed", error);
    const message = error instanceof DomainError ? error.message : "Failed to update profile";
    const field = error instanceof FieldError ? error.field : message === userTexts.emailTaken ? "email" : message === userTexts.usernameTaken ? "username" : "avatar";
    return data({ ok: false as const, error: message, errors: { [field]: message } as Record<string, string>, fields: kept }, { status: error instanceof DomainError ? error.status : 500 });
  }
}

function ProfileView({ profile }: { profile: ReturnType<typeof toPublicUser> }) {
  const rows: [string, string | null][] = [["Email", profile.email], ["Username", profile.username], ["Date of birth", profile.dob], ["Location", profile.location], ["Mobile", profile.mobile]];
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
  const editing = params.get("edit") === "1" && !result?.ok;
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  const errors = result && !result.ok ? result.errors : {};
  const typed = result && !result.ok ? result.fields : {};
  const value = (name: keyof typeof profile & string) => typed[name] ?? (profile[name] as string | null) ?? "";

  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <div className="panel p-6 sm:p-8">
        <div className="mb-6 flex items-center gap-4">
          <img src={profile.avatar || "/no-image.png"} alt="" width={72} height={72} className="h-18 w-18 rounded-full object-cover ring-2 ring-rose-500" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{profile.username}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">Member since {profile.created_at.slice(0, 10)}</p>
          </div>
        </div>
        {result?.ok ? (
          <>
            <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/`} />
            <p role="status" className="alert-success">{userTexts.profileSaved}</p>
          </>
        ) : editing ? (
          <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
            {result?.error ? <p role="alert" className="alert-error sm:col-span-2">{result.error}</p> : null}
            <FormField label="Email" name="email" type="email" required defaultValue={value("email")} error={errors.email} />
            <FormField label="Username" name="username" required defaultValue={value("username")} error={errors.username} />
            <FormField label="Date of birth" name="dob" type="date" defaultValue={value("dob")} error={errors.dob} />
            <FormField label="Location" name="location" defaultValue={value("location")} error={errors.location} />
            <FormField label="Mobile" name="mobile" type="tel" defaultValue={value("mobile")} error={errors.mobile} />
            <FormField label="Avatar" name="avatar" type="file" accept="image/*" error={errors.avatar} />
            <FormField label="Current password" name="current_password" type="password" autoComplete="current-password" hint="Needed only to set a new password" error={errors.current_password} className="sm:col-span-2" />
            <FormField label="New password" name="password" type="password" autoComplete="new-password" hint="Leave empty to keep your password" error={errors.password} />
            <FormField label="Confirm new password" name="confirm_password" type="password" autoComplete="new-password" error={errors.confirm_password} />
            <div className="flex gap-2 sm:col-span-2">
              <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Saving..." : "Save"}</button>
              <Link to="/profile" className="btn-ghost">Cancel</Link>
            </div>
          </Form>
        ) : (
          <>
            <ProfileView profile={profile} />
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Link to="?edit=1" className="btn-primary">Edit Profile</Link>
              <Form method="post" action="/logout">
                <input type="hidden" name="everywhere" value="1" />
                <button type="submit" className="btn-ghost">Sign out everywhere</button>
              </Form>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
