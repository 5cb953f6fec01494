import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { FeedbackForm } from './FeedbackForm';
import { PageSelector } from './PageSelector';
import { SendingView } from './SendingView';
import { ThankYouView } from './ThankYouView';
import type { FeedbackStep } from './feedbackMachine';
import type { FeedbackFlow } from './useFeedbackFlow';

/** The sheet title of each step. */
export function feedbackTitle(step: FeedbackStep, t: TFunction): string {
  switch (step) {
    case 'form':
      return t('feedback.title');
    case 'pages':
      return t('feedback.pagesTitle');
    case 'sending':
      return t('feedback.sendingTitle');
    case 'thanks':
      return t('feedback.thanksTitle');
  }
}

export interface FeedbackStepsProps {
  flow: FeedbackFlow;
  showEmail: boolean;
  onBackToMenu?: () => void;
  onDone: () => void;
  /** In the Help Center: the form's first field takes focus as soon as the feedback view opens. */
  focusOnMount?: boolean;
}

/** The control a step hands focus to: the one marked `data-step-focus`, else its first control. */
export const STEP_FOCUS_ATTRIBUTE = 'data-step-focus';

function focusStep(container: HTMLElement | null) {
  const target =
    container?.querySelector<HTMLElement>(`[${STEP_FOCUS_ATTRIBUTE}]`) ??
    container?.querySelector<HTMLElement>('button, [href], textarea, input') ??
    container;
  target?.focus();
}

/** The body of the feedback sheet for the current step; used by the portal's sheet and studio embeds. */
export function FeedbackSteps({ flow, showEmail, onBackToMenu, onDone, focusOnMount }: FeedbackStepsProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { step } = flow.state;
  const previousStep = useRef(step);

  // Each new step takes focus so keyboard and screen-reader users follow the sheet (the old step's
  // button is gone): the form's Page field, the page list's chosen page.
  useEffect(() => {
    if (step === previousStep.current) return;
    previousStep.current = step;
    focusStep(containerRef.current);
  }, [step]);

  // Opened from the Help Center menu ("Give a Feedback"): its first field, not the Back button. A
  // frame later, so a dialog that is opening with it (and focuses its first control) goes first.
  useEffect(() => {
    if (!focusOnMount) return;
    const frame = window.requestAnimationFrame(() => focusStep(containerRef.current));
    return () => window.cancelAnimationFrame(frame);
  }, [focusOnMount]);

  return (
    <div ref={containerRef} tabIndex={-1} css={{ outline: 'none' }} data-feedback-step={step}>
      {step === 'form' && <FeedbackForm flow={flow} showEmail={showEmail} onBackToMenu={onBackToMenu} />}
      {step === 'pages' && <PageSelector flow={flow} />}
      {step === 'sending' && <SendingView phase={flow.state.phase} />}
      {step === 'thanks' && <ThankYouView onDone={onDone} />}
    </div>
  );
}
