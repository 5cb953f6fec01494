import { SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import { carryOverServedInput } from './serverHandoffInput';

/** The longest the server's markup waits for the app: past it the app is shown as it is. */
const MAX_WAIT_MS = 8000;

export interface ServerHandoff {
  /** Where the app renders: a hidden element inside the slot, shown once it has drawn the first view. */
  element: HTMLElement;
  /** Removes the app's element (the app unmounted): the slot is the remote's again. */
  release: () => void;
}

/**
 * Mounting over a server render: the server's markup stays on screen, untouched, while the app
 * renders into a hidden element beside it; once the app has drawn everything the server drew
 * (every `data-testid` of the server's markup: the page, the launch date, the counter…), the
 * server's markup goes and the app shows in the same frame. Nothing blanks and nothing moves; a
 * React hydration would have had to match the server's markup to the byte instead. What the reader
 * did on the server's markup meanwhile (taps, typing, focus) is done again on the app's elements.
 */
export function takeOverServerRender(slot: HTMLElement, maxWaitMs = MAX_WAIT_MS): ServerHandoff {
  const served = [...slot.childNodes];
  const drawn = [...slot.querySelectorAll('[data-testid]')].map(
    (node) => node.getAttribute('data-testid') ?? '',
  );
  const element = document.createElement('div');
  element.hidden = true;
  slot.appendChild(element);

  // A remote that failed draws its fallback (Retry) instead of the page: shown at once, not after the wait.
  const hasDrawnAll = () =>
    element.querySelector('[data-fallback-for]') !== null ||
    drawn.every((testId) => element.querySelector(`[data-testid="${CSS.escape(testId)}"]`) !== null);
  let shown = false;
  const show = ({ replay }: { replay: boolean }) => {
    observer.disconnect();
    clearTimeout(timer);
    if (shown) return;
    shown = true;
    // Until now the document's listener kept taps on the served markup; from here the app answers.
    slot.removeAttribute(SERVER_RENDER_ATTRIBUTE);
    const carriedOver = carryOverServedInput(served, element);
    for (const node of served) node.parentNode?.removeChild(node);
    element.hidden = false;
    if (replay) carriedOver();
  };
  const observer = new MutationObserver(() => {
    if (hasDrawnAll()) show({ replay: true });
  });
  observer.observe(element, { childList: true, subtree: true });
  const timer = setTimeout(() => show({ replay: true }), maxWaitMs);
  return {
    element,
    // The reader has left the page: what was done on its drawing is not done again elsewhere.
    release: () => {
      show({ replay: false });
      element.remove();
    },
  };
}
