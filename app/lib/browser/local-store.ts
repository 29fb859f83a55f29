// The browser's localStorage for conveniences (history, positions, server choices): a full or
// disabled storage must never become an error.

export function readStored<T>(key: string, parse: (raw: string | null) => T): T {
  try {
    return parse(localStorage.getItem(key));
  } catch {
    return parse(null);
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // full or disabled: the convenience is lost, nothing else
  }
}
