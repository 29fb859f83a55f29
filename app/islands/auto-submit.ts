/** A field marked `data-island="auto-submit"` sends its form when it changes (the page-size menus). */
export default function autoSubmit(field: HTMLSelectElement) {
  field.form?.requestSubmit();
}
