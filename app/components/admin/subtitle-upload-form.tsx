import { Form } from "react-router";
import { FormField } from "~/components/ui/form-field";
import { ASS_SUBTITLE_BYTES, sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { RedirectHere } from "./screen";
import { SubmitButton } from "./submit-button";
import { m } from "~/paraglide/messages";

/** Adds one subtitle track to a saved episode: a .vtt or .srt file (checked and kept as WebVTT), an .ass/.ssa file (kept as it came, with a WebVTT copy) or a link. */
export function SubtitleUploadForm({ episodeId, error }: { episodeId: number; error: (field: string) => string | undefined }) {
  return (
    <Form method="post" encType="multipart/form-data" className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <RedirectHere />
      <input type="hidden" name="id" value={episodeId} />
      <h2 className="font-semibold sm:col-span-2 lg:col-span-4">{m.admin_subtitle_add_heading()}</h2>
      <FormField
        label={m.layout_language()}
        name="lang"
        id="subtitle-lang"
        required
        placeholder={m.admin_subtitle_language_placeholder()}
        error={error("lang")}
      />
      <FormField
        label={m.admin_field_label()}
        name="label"
        id="subtitle-label"
        required
        placeholder={m.admin_subtitle_label_placeholder()}
        error={error("label")}
      />
      <FormField
        label={m.admin_subtitle_file()}
        name="file"
        id="subtitle-file"
        type="file"
        accept=".vtt,.srt,.ass,.ssa,text/vtt"
        hint={m.admin_subtitle_file_hint({ size: sizeText(UPLOAD_LIMITS.subtitle), assSize: sizeText(ASS_SUBTITLE_BYTES) })}
        className="sm:col-span-2"
      />
      <FormField
        label={m.admin_subtitle_or_link()}
        name="url"
        id="subtitle-url"
        type="url"
        error={error("url")}
        className="sm:col-span-3"
      />
      <div className="flex items-end">
        <SubmitButton intent="add-subtitle" busyLabel={m.admin_adding()}>
          {m.admin_subtitle_add()}
        </SubmitButton>
      </div>
    </Form>
  );
}
