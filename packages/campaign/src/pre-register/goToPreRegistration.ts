import { keepInView } from '../landing/keepInView';

const FLOW_HEADING = '[data-testid="pre-register-flow"] [data-step-heading]';

/**
 * "Pre-Register now": scrolls to the section holding the flow and puts focus on the flow's first
 * heading, so the next Tab reaches its first field. The section may still be loading its code (it
 * renders as the reader nears it): focus moves once the heading exists, or not at all after `waitMs`.
 */
export function goToPreRegistration(sectionId: string, waitMs = 10_000): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // The sections passed on the way render and may grow: the flow is held in view until they settle,
  // and again once its own code has arrived, so its focused heading is on screen below the navigation.
  let stopHolding = keepInView(section);
  const focus = (heading: HTMLElement) => {
    heading.focus({ preventScroll: true });
    stopHolding();
    stopHolding = keepInView(heading);
  };
  const ready = section.querySelector<HTMLElement>(FLOW_HEADING);
  if (ready) return focus(ready);
  const observer = new MutationObserver(() => {
    const heading = section.querySelector<HTMLElement>(FLOW_HEADING);
    if (!heading) return;
    stop();
    focus(heading);
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(section, { childList: true, subtree: true });
}
