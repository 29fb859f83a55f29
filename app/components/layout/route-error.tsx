import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "./not-found";
import { m } from "~/paraglide/messages";

/** A page's load failure: its 404 text as a 404 page, anything else as an error alert. */
export function RouteErrorAlert() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound message={typeof error.data === "string" ? error.data : undefined} />;
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? String(error.data) : m.ui_error_generic();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <p role="alert" className="alert-error">
        {message}
      </p>
    </main>
  );
}
