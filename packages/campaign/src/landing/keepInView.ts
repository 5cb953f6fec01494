/** How long a jump keeps its section in view while the sections around it render. */
const SETTLE_MS = 2000;

/**
 * Sections render as they come near the viewport and may grow past the room they kept, which
 * would push the chosen section away: until the page settles (or the reader scrolls), every
 * change of the page's size brings it back into view.
 */
export function keepInView(target: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => target.scrollIntoView?.({ block: 'start' }));
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}
