import { Form } from "react-router";
import { FormField } from "~/components/ui/form-field";
import { sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { RedirectHere } from "./screen";
import { SubmitButton } from "./submit-button";

/** Adds one subtitle track to a saved episode: a .vtt or .srt file (checked and kept as WebVTT) or a link. */
export function SubtitleUploadForm({ episodeId, error }: { episodeId: number; error: (field: string) => string | undefined }) {
  return (
    <Form method="post" encType="multipart/form-data" className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <RedirectHere />
      <input type="hidden" name="id" value={episodeId} />
      <h2 className="font-semibold sm:col-span-2 lg:col-span-4">Add a subtitle track</h2>
      <FormField label="Language" name="lang" id="subtitle-lang" required placeholder="en, zh-Hans, ja" error={error("lang")} />
      <FormField label="Label" name="label" id="subtitle-label" required placeholder="English" error={error("label")} />
      <FormField
        label="File (.vtt or .srt)"
        name="file"
        id="subtitle-file"
        type="file"
        accept=".vtt,.srt,text/vtt"
        hint={`At most ${sizeText(UPLOAD_LIMITS.subtitle)}`}
        className="sm:col-span-2"
      />
      <FormField label="Or a link" name="url" id="subtitle-url" type="url" error={error("url")} className="sm:col-span-3" />
      <div className="flex items-end">
        <SubmitButton intent="add-subtitle" busyLabel="Adding...">
          Add subtitle track
        </SubmitButton>
      </div>
    </Form>
  );
}
