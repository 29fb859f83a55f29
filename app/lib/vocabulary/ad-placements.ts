// Where an ad slot shows (DECISIONS section 3); shared by the database schema and the admin form.
export const adPlacements = ["sidebar", "header", "below-player"] as const;
export type AdPlacement = (typeof adPlacements)[number];
