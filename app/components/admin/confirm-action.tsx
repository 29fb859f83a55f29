import * as Dialog from "@radix-ui/react-dialog";
import { Form, Link, useSearchParams } from "react-router";
import { useState } from "react";
import { SubmitButton } from "./submit-button";
import { ReturnHere } from "~/components/ui/return-here";
import { m } from "~/paraglide/messages";

type ConfirmProps = {
  confirmKey: string;
  label: string;
  question: string;
  intent: string;
  busyLabel: string;
  fields: Record<string, string | number>;
};

function ConfirmForm({
  question,
  intent,
  busyLabel,
  fields,
  label,
  cancel,
}: Omit<ConfirmProps, "confirmKey"> & { cancel: React.ReactNode }) {
  return (
    <Form method="post" className="space-y-3">
      {question ? <p className="text-sm">{question}</p> : null}
      <ReturnHere />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex gap-2">
        <SubmitButton intent={intent} busyLabel={busyLabel} className="btn bg-red-700 text-white hover:bg-red-600">
          {label}
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}

/**
 * A destructive action asks first. Without JavaScript the button is a link to `?confirm=<key>`,
 * which shows the question inline with the real form; with it, a Radix dialog asks.
 */
export function ConfirmAction(props: ConfirmProps) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const withConfirm = new URLSearchParams(params);
  withConfirm.set("confirm", props.confirmKey);
  const without = new URLSearchParams(params);
  without.delete("confirm");

  if (params.get("confirm") === props.confirmKey)
    return (
      <div className="rounded-lg border border-red-300 p-3 dark:border-red-900">
        <ConfirmForm
          {...props}
          cancel={
            <Link to={`?${without}`} className="btn-ghost">
              {m.admin_cancel()}
            </Link>
          }
        />
      </div>
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Link
        to={`?${withConfirm}`}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="btn bg-red-700 px-3 py-1.5 text-white hover:bg-red-600"
      >
        {props.label}
      </Link>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="mb-2 text-lg font-bold">{props.label}</Dialog.Title>
          <Dialog.Description className="mb-3 text-sm">{props.question}</Dialog.Description>
          <ConfirmForm {...props} question="" cancel={<Dialog.Close className="btn-ghost">{m.admin_cancel()}</Dialog.Close>} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The Delete button of a table row: asks `question` first, then posts intent "delete" with the row's id. */
export function DeleteRowAction({ id, question }: { id: number; question: string }) {
  return (
    <ConfirmAction
      confirmKey={`delete-${id}`}
      label={m.admin_delete()}
      question={question}
      intent="delete"
      busyLabel={m.admin_deleting()}
      fields={{ id }}
    />
  );
}
