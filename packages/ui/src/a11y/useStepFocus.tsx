import { useEffect, useRef, type RefObject } from 'react';
import { visuallyHidden } from '../visuallyHidden';

/** Where a flow's step puts its heading: the element focus moves to when the step changes. */
export const STEP_HEADING = 'data-step-heading';

/**
 * After a step change the player caused (a form sent, a draw made), focus moves to the new
 * step's heading and its text is announced politely: the button pressed is gone, and focus would
 * otherwise fall to `<body>`. The first render, and keys listed in `quietFrom` (a step reached by
 * loading, not by the player), move nothing.
 */
export function useStepFocus(
  container: RefObject<HTMLElement | null>,
  stepKey: string | null,
  { quietFrom = [] }: { quietFrom?: readonly (string | null)[] } = {},
): RefObject<HTMLParagraphElement | null> {
  const announcer = useRef<HTMLParagraphElement>(null);
  const previous = useRef(stepKey);
  useEffect(() => {
    const from = previous.current;
    if (from === stepKey) return;
    previous.current = stepKey;
    if (quietFrom.includes(from)) return;
    const heading = container.current?.querySelector<HTMLElement>(`[${STEP_HEADING}]`);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    // Emptied first: the same words twice (two draws in a row) are announced again.
    if (announcer.current) {
      announcer.current.textContent = '';
      const text = heading.textContent ?? '';
      const region = announcer.current;
      requestAnimationFrame(() => {
        region.textContent = text;
      });
    }
  }, [container, stepKey, quietFrom]);
  return announcer;
}

/** The polite live region `useStepFocus` writes the new step's heading into. */
export function StepAnnouncer({ announcer }: { announcer: RefObject<HTMLParagraphElement | null> }) {
  return <p ref={announcer} role="status" css={visuallyHidden} data-testid="step-announcer" />;
}
