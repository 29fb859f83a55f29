import { useLocation, useSearchParams } from "react-router";
import { useEffect, useState } from "react";

// Admin spec section 9: snackbars last 3 s, except comments (2.5 s) and allowed IPs (2 s).
const shownForMs = (pathname: string) => (pathname.endsWith("/comments") ? 2500 : pathname.endsWith("/allowed-ips") ? 2000 : 3000);

/** The success message of the last write (`?notice=`): stays without JavaScript, fades with it. */
export function Notice() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const notice = params.get("notice");
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!notice) return;
    const timer = setTimeout(() => setVisible(false), shownForMs(pathname));
    return () => clearTimeout(timer);
  }, [notice, pathname]);
  if (!notice || !visible) return null;
  return (
    <p role="status" className="alert-success">
      {notice}
    </p>
  );
}

/** The error of a refused write, next to the form that sent it. */
export function ErrorNotice({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="alert-error">
      {error}
    </p>
  ) : null;
}
