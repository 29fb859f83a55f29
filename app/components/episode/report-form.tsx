import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { readReply } from "~/components/forms/reply";
import { FieldError, FieldFrame, notesAttributes } from "~/components/ui/form-field";
import { type PlayerReportReason, playerReportReasons, REPORT_NOTE_MAX } from "~/lib/vocabulary/player-reports";
import { m } from "~/paraglide/messages";

type ReportFormProps = { action: string; servers: string[]; currentServer?: string; reply?: SubmissionResult<string[]> };

/** Each reason as the form shows it, in the page's language (the value sent stays the stored one). */
const reasonMessages: Record<PlayerReportReason, () => string> = {
  not_loading: m.report_reason_not_loading,
  wrong_episode: m.report_reason_wrong_episode,
  audio_subtitles: m.report_reason_audio_subtitles,
  other: m.report_reason_other,
};

/**
 * The "Report a problem" form. A plain POST to the report route, so it works without JavaScript;
 * after a refused submit that route shows it again with the errors and what was typed.
 */
export function ReportForm({ action, servers, currentServer, reply }: ReportFormProps) {
  const navigation = useNavigation();
  const { formError, fieldError, typed } = readReply(reply);
  const errors = { server: fieldError("server"), reason: fieldError("reason"), note: fieldError("note"), form: formError };
  const values = { server: typed("server"), reason: typed("reason"), note: typed("note") };
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const chosenServer = values.server ?? currentServer ?? servers[0];
  return (
    <Form method="post" action={action} className="space-y-3">
      {servers.length > 0 ? (
        <FieldFrame id="report-server" label={m.report_server()} error={errors.server}>
          <select
            id="report-server"
            name="server"
            defaultValue={chosenServer}
            className="field"
            {...notesAttributes({ id: "report-server", error: errors.server })}
          >
            {servers.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        </FieldFrame>
      ) : null}
      <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
        <legend className="label">{m.report_what_is_wrong()}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {playerReportReasons.map((reason) => (
            <label key={reason} className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800/60">
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                defaultChecked={values.reason === reason}
                className="h-4 w-4 accent-rose-600"
              />
              {reasonMessages[reason]()}
            </label>
          ))}
        </div>
        <FieldError id="report-reason" error={errors.reason} />
      </fieldset>
      <FieldFrame
        id="report-note"
        label={
          <>
            {m.report_note()} <span className="font-normal text-slate-600 dark:text-slate-400">{m.report_optional()}</span>
          </>
        }
        error={errors.note}
      >
        <textarea
          id="report-note"
          name="note"
          rows={2}
          maxLength={REPORT_NOTE_MAX}
          defaultValue={values.note}
          className="field"
          {...notesAttributes({ id: "report-note", error: errors.note })}
        />
      </FieldFrame>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? m.report_sending() : m.report_send()}
      </button>
    </Form>
  );
}
