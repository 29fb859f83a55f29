/**
 * A click the page may take over for a link: the main button, no modifier key (those open a new
 * tab or window, or download), not already handled.
 */
export const isPlainClick = (event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
