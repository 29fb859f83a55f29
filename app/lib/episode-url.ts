/** The episode number in a page address, or null when it is not a whole number from 1 up. */
export const episodeNumberOf = (value: string | undefined) => {
  const number = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(number) && number > 0 ? number : null;
};

export const episodePath = (slug: string, number: number) => `/${slug}/episode/${number}`;
