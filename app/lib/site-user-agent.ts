// How the site names itself to the services it calls: Bangumi refuses a request without a
// User-Agent of its own (403), and Shikimori and Simkl ask every client to say which app it is.
export const SITE_NAME_FOR_SERVICES = "anime-catalogue";
export const SITE_VERSION_FOR_SERVICES = "1.0";
export const SITE_USER_AGENT = `${SITE_NAME_FOR_SERVICES}/${SITE_VERSION_FOR_SERVICES} (+https://github.com/anime-catalogue)`;
