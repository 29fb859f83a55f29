import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

const THRESHOLD_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-6 end-6 z-40 rounded-full bg-rose-600 p-3 text-white shadow-lg hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
      aria-label={m.layout_scroll_to_top()}
    >
      <Icon name="up" />
    </button>
  );
}
