import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "./not-found";

/** A page's load failure: its 404 text as a 404 page, anything else as an error alert. */
export function RouteErrorAlert() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound message={typeof error.data === "string" ? error.data : undefined} />;
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? String(error.data) : "Something went wrong.";
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <p role="alert" className="alert-error">
        {message}
      </p>
    </main>
  );
}
