import { useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";

const SHOWN_FOR_MS = 3000;

/** The success message of the last write (`?notice=`): stays without JavaScript, fades after 3 s with it. */
export function Notice() {
  const [params] = useSearchParams();
  const notice = params.get("notice");
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!notice) return;
    const timer = setTimeout(() => setVisible(false), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice || !visible) return null;
  return <p role="status" className="alert-success">{notice}</p>;
}

/** The error of a refused write, next to the form that sent it. */
export function ErrorNotice({ error }: { error?: string }) {
  return error ? <p role="alert" className="alert-error">{error}</p> : null;
}
