import type { FormEvent } from "react";

type Props = { label: string; button: string; maxLength: number; disabled: boolean; onSend: (text: string) => void; name: string };

/** One line of text to send to the room (a chat line, a danmaku): sent by the page's script, then cleared. */
export function RoomTextForm({ label, button, maxLength, disabled, onSend, name }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(name) as HTMLInputElement;
    if (!field.value.trim()) return;
    onSend(field.value);
    field.value = "";
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <input
        name={name}
        aria-label={label}
        placeholder={label}
        maxLength={maxLength}
        required
        className="field min-w-0 flex-1"
        autoComplete="off"
      />
      <button type="submit" className="btn-primary shrink-0 px-3 py-1.5" disabled={disabled}>
        {button}
      </button>
    </form>
  );
}
