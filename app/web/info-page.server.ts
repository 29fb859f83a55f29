import type { LoaderFunctionArgs } from "react-router";
import { getAboutContact, type AboutContact } from "~/domain/settings/queries.server";
import { appContext } from "~/web/router-context.server";

type TextField = Exclude<keyof AboutContact, "header_logo" | "footer_logo">;

/** The loader of an info page: its text from the about-contact record (the worker logs the visit). */
export const infoPageLoader =
  (field: TextField) =>
  async ({ context }: LoaderFunctionArgs) => {
    const site = await getAboutContact(context.get(appContext));
    return { text: site[field] };
  };
