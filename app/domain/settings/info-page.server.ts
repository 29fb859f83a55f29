import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getAboutContact, type AboutContact } from "./queries.server";
import { recordPageVisit } from "~/domain/visitors/page-visit.server";

type TextField = Exclude<keyof AboutContact, "header_logo" | "footer_logo">;

/** The loader of an info page: its text from the about-contact record, and a visit logged. */
export const infoPageLoader =
  (field: TextField) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const site = await getAboutContact(context.app.db);
    recordPageVisit(context.app, request);
    return { text: site[field] };
  };

