// Where a shared year is.

/** A shared year's public address on this site. */
export const yearSharePath = (key: string) => `/y/${key}`;
