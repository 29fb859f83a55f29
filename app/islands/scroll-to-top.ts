const THRESHOLD_PX = 300;

/** The scroll-to-top button (app/components/layout/scroll-to-top.tsx): shown once the page is scrolled down. */
export default function scrollToTop(button: HTMLButtonElement) {
  if (button.dataset.started) return;
  button.dataset.started = "true";
  const update = () => {
    button.hidden = window.scrollY <= THRESHOLD_PX;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => window.scrollTo({ top: 0, behavior: "smooth" }));
}
