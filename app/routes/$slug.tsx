import { pageTitle } from "~/lib/site-name";
import { useActionData, useLoaderData } from "react-router";
import { isAdminBase } from "~/web/admin-page.server";
import { AdminLogin } from "~/components/admin/admin-login";
import { SeriesDetail } from "~/components/series/series-detail";
import { adminLoginAction, adminLoginLoader } from "~/web/admin-login.server";
import { refusalPageHeaders, asRefusal } from "~/web/form-submission.server";
import { seriesPageFor } from "~/web/series-page.server";
import { originOf, seriesPageMeta } from "~/lib/page-meta";
import { m } from "~/paraglide/messages";
import { isReservedSlug } from "~/lib/reserved-slugs";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/$slug";
import { notFound } from "~/lib/refusals";

// One path segment is a series slug, except ADMIN_BASE_PATH, which is the admin login page.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.kind === "admin-login") return [{ title: m.series_admin_login_title() }, { name: "robots", content: "noindex" }];
  return loaderData ? seriesPageMeta(originOf(matches), loaderData.series) : [{ title: pageTitle(m.series_not_found_title()) }];
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const slug = params.slug ?? "";
  if (isAdminBase(slug, context.get(appContext).env.ADMIN_BASE_PATH)) return adminLoginLoader(args);
  // Site paths that look like slugs (the legacy /admin-login among them) are never series.
  const app = context.get(appContext);
  const page = isReservedSlug(slug, app.env.ADMIN_BASE_PATH)
    ? undefined
    : await seriesPageFor(args.request, app, slug, args.url.searchParams);
  if (!page) throw asRefusal(notFound("Series"));
  return { kind: "series" as const, ...page };
}

/**
 * A series page works as the server writes it (decision 052): its links, range tabs and jump box,
 * and the follow and list forms are plain HTML, and the visit is recorded by an inline script. The
 * admin login on this path hydrates all the same (root.tsx: the admin always does).
 */
export const handle = { hydrate: false };

/** The admin login's 429 keeps its Retry-After (too many wrong passwords). */
export const headers = refusalPageHeaders;

export async function action(args: Route.ActionArgs) {
  if (isAdminBase(args.params.slug, args.context.get(appContext).env.ADMIN_BASE_PATH)) return adminLoginAction(args);
  throw new Response("Method not allowed", { status: 405 });
}

export default function SlugPage() {
  const data = useLoaderData<typeof loader>();
  const login = useActionData<typeof action>();
  if (data.kind === "admin-login") return <AdminLogin reply={login} />;
  return <SeriesDetail {...data} />;
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
