// What the site says where the admins have not written one of its texts: the info pages, the
// footer and the admin screen's preview say the same.
export const missingSiteText = {
  about: "About information not available.",
  contact: "Contact information not available.",
  privacy_policy: "Privacy policy not available.",
  disclaimer: "Disclaimer not available.",
  dmca: "DMCA information not available.",
} as const;
