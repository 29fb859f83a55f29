// The Top 10 lists (one per period); shared by the database schema, the API and the pages.
export const top10Periods = ["weekly", "monthly", "all"] as const;
export type Top10Period = (typeof top10Periods)[number];
