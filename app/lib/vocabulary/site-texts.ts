// What the site says where the admins have not written one of its texts: the info pages, the
// footer and the admin screen's preview say the same, in the page's language (each read when shown).
import { m } from "~/paraglide/messages";

export const missingSiteText = {
  get about() {
    return m.info_missing_about();
  },
  get contact() {
    return m.info_missing_contact();
  },
  get privacy_policy() {
    return m.info_missing_privacy();
  },
  get disclaimer() {
    return m.info_missing_disclaimer();
  },
  get dmca() {
    return m.info_missing_dmca();
  },
};
