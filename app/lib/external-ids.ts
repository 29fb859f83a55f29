// The series' entries on other sites, by the names the API, the forms and the import files use:
// what list imports (MyAnimeList's export names series_animedb_id), sync tools and metadata
// sources key on. The page links to each and names it in JSON-LD sameAs.
export const externalIdSites = {
  mal_id: { label: "MyAnimeList id", site: "MyAnimeList", url: (id: number) => `https://myanimelist.net/anime/${id}` },
  anilist_id: { label: "AniList id", site: "AniList", url: (id: number) => `https://anilist.co/anime/${id}` },
  bangumi_id: { label: "Bangumi id", site: "Bangumi", url: (id: number) => `https://bgm.tv/subject/${id}` },
} as const;

export type ExternalIdField = keyof typeof externalIdSites;
export const EXTERNAL_ID_FIELDS = Object.keys(externalIdSites) as ExternalIdField[];
/** SQLite's and JavaScript's integers agree up to here; every site's ids are far below. */
export const EXTERNAL_ID_MAX = 2_147_483_647;

/** The links to a series' entries on the sites it has an id for. */
export const externalLinksOf = (ids: Partial<Record<ExternalIdField, number | null>>) =>
  EXTERNAL_ID_FIELDS.flatMap((field) => {
    const id = ids[field];
    return id ? [{ field, site: externalIdSites[field].site, url: externalIdSites[field].url(id) }] : [];
  });

/** The refusal of an id another series holds, naming the holder: the form, the API and the import give it alike. */
export const externalIdTaken = (field: ExternalIdField, id: number, holder: string) =>
  `${externalIdSites[field].label} ${id} already belongs to "${holder}"`;
