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
}

/** The body of the feedback sheet for the current step; used by the portal's sheet and studio embeds. */
export function FeedbackSteps({ flow, showEmail, onBackToMenu, onDone }: FeedbackStepsProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { step } = flow.state;
  const previousStep = useRef(step);

  // The dialog focuses its first control on open; after that, each new step takes focus so keyboard
  // and screen-reader users follow the sheet (the old step's button is gone).
  useEffect(() => {
    if (step === previousStep.current) return;
    previousStep.current = step;
    const container = containerRef.current;
    const target = container?.querySelector<HTMLElement>('button, [href], textarea, input') ?? container;
    target?.focus();
  }, [step]);

  return (
    <div ref={containerRef} tabIndex={-1} css={{ outline: 'none' }} data-feedback-step={step}>
      {step === 'form' && <FeedbackForm flow={flow} showEmail={showEmail} onBackToMenu={onBackToMenu} />}
      {step === 'pages' && <PageSelector flow={flow} />}
      {step === 'sending' && <SendingView phase={flow.state.phase} />}
      {step === 'thanks' && <ThankYouView onDone={onDone} />}
    </div>
  );
}
