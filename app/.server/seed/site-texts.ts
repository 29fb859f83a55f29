import { SITE_NAME } from "~/lib/site-name";
export const demoSiteTexts = {
  announcement: "New this season: Ballad of the Bamboo Forest premieres this week!",
  about: `${SITE_NAME} is a community catalogue of anime and donghua. We track airing schedules, keep a weekly, monthly and all-time Top 10, and link every episode to the players its publishers provide. Everything here is browsable without an account; sign up to join the conversation in the comments.`,
  contact:
    "Questions, corrections or partnership ideas? Write to hello@animestream.example and we usually answer within two working days. For takedown requests please use the DMCA page so they reach the right person quickly.",
  privacyPolicy:
    "We keep the minimum needed to run the site: your account details if you register, and anonymous visit records (time, page, referrer) for our statistics. Your watch history stays in your own browser.",
  disclaimer: `${SITE_NAME} does not host video files. Episodes play through third-party providers, and all titles, artwork and trademarks belong to their respective owners.`,
  dmca: "If you believe content linked here infringes your copyright, send the page address and proof of ownership to dmca@animestream.example. We remove infringing links promptly.",
  headerLogo: "/logo1.gif",
  footerLogo: "/logo2.gif",
  telegram: "https://t.me/animestream_demo",
  youtube: "https://www.youtube.com/@animestream-demo",
  instagram: "",
  discord: "https://discord.gg/animestream-demo",
};
