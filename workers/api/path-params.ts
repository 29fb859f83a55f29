/** The series a per-series route of the caller's own (follows, the list) names in its path. */
export const seriesIdOf = (c: { req: { param: (name: "seriesId") => string } }) => Number(c.req.param("seriesId"));
