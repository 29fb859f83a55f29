// Where an ad slot shows (decision 000, the API); shared by the database schema and the admin form.
export const adPlacements = ["sidebar", "header", "below-player"] as const;
export type AdPlacement = (typeof adPlacements)[number];
