import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import { requireAdminPage, submitRecordForm } from "~/web/admin-page.server";
import { readForm, fileFormBytes } from "~/web/form-submission.server";
import { type FormImage, withFormImage } from "~/web/form-upload.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { FlagField, SelectField } from "~/components/admin/fields";
import { ErrorNotice } from "~/components/admin/notice";
import { AdminTable, RedirectHere, RowActions, Screen } from "~/components/admin/screen";
import { AddOrSaveButtons } from "~/components/admin/submit-button";
import { fieldsOf, useRefused } from "~/components/admin/use-refused";
import { AdSlot } from "~/components/home/ad-slot";
import { FormField } from "~/components/ui/form-field";
import { type AdPlacement, adPlacements } from "~/lib/vocabulary/ad-placements";
import { adAudit, createAd, deleteAd, updateAd } from "~/domain/ads/commands.server";
import { listAds } from "~/domain/ads/queries.server";
import { AdInput } from "~/domain/ads/schema";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/ad-management";

const placementLabels: Record<AdPlacement, () => string> = {
  sidebar: m.admin_ads_placement_sidebar,
  header: m.admin_ads_placement_header,
  "below-player": m.admin_ads_placement_below_player,
};
const placementLabel = (placement: string) => placementLabels[placement as AdPlacement]?.() ?? placement;

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return { ads: await listAds(app, { includeInactive: true }) };
}

/** An ad's picture: a chosen file is stored and its address put in place of the typed link. */
const adImage: FormImage = { kind: "ad", file: "image_file", address: "image" };

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.ad) });
  return submitRecordForm(form, done, {
    schema: AdInput,
    audit: adAudit,
    notices: { create: m.admin_notice_ad_added, update: m.admin_notice_ad_saved, delete: m.admin_notice_ad_deleted },
    create: async (input) => createAd(app, await withFormImage(app, form, adImage, input)),
    update: async (id, input) => updateAd(app, id, await withFormImage(app, form, adImage, input)),
    remove: (id) => deleteAd(app, id),
  });
}
type Ad = Awaited<ReturnType<typeof loader>>["ads"][number];

function AdForm({ ad }: { ad: Ad | null }) {
  const { typed, typedFlag, fieldError } = useRefused();
  const field = fieldsOf(typed, fieldError);
  return (
    <Form method="post" encType="multipart/form-data" className="panel grid gap-3 sm:grid-cols-2">
      <RedirectHere />
      {ad ? <input type="hidden" name="id" value={ad.id} /> : null}
      <h2 className="font-semibold sm:col-span-2">{ad ? m.admin_ads_edit_heading({ title: ad.title }) : m.admin_ads_add_heading()}</h2>
      <SelectField
        label={m.admin_ads_placement()}
        name="placement"
        options={adPlacements.map((value) => ({ value, label: placementLabel(value) }))}
        defaultValue={typed("placement", ad?.placement ?? "sidebar")}
      />
      <FormField label={m.admin_field_title()} {...field("title", ad?.title)} required />
      <FormField label={m.admin_field_link()} {...field("link", ad?.link)} type="url" placeholder="https://" />
      <FormField label={m.admin_ads_image()} name="image_file" type="file" accept="image/*" />
      {ad?.image ? <input type="hidden" name="image" value={ad.image} /> : null}
      <FlagField
        label={m.admin_ads_active()}
        name="active"
        checked={typedFlag("active", ad?.active ?? true)}
        id={`active-${ad?.id ?? "new"}`}
      />
      <AddOrSaveButtons editing={Boolean(ad)} className="flex gap-2 sm:col-span-2" />
    </Form>
  );
}

export default function AdManagement() {
  const { ads } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  const [params] = useSearchParams();
  const editing = ads.find((ad) => ad.id === Number(params.get("edit"))) ?? null;
  return (
    <Screen title={m.admin_nav_ads()}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.admin_ads_intro()}</p>
      <ErrorNotice error={failure(m.admin_save_failed)} />
      <AdminTable
        headers={[m.admin_preview(), m.admin_ads_placement(), m.admin_field_title(), m.admin_ads_active(), m.admin_actions()]}
        empty={ads.length === 0 ? m.admin_ads_none() : null}
      >
        {ads.map((ad) => (
          <tr key={ad.id}>
            <td>
              <AdSlot ad={ad} />
            </td>
            <td>{placementLabel(ad.placement)}</td>
            <td className="font-medium">{ad.title}</td>
            <td>{ad.active ? m.admin_yes() : m.admin_no()}</td>
            <RowActions>
              <Link to={`?edit=${ad.id}`} className="btn-ghost px-3 py-1.5">
                {m.admin_edit()}
              </Link>
              <DeleteRowAction id={ad.id} question={m.admin_ads_delete_question({ title: ad.title })} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <AdForm key={editing?.id ?? "new"} ad={editing} />
    </Screen>
  );
}
