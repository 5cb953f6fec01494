import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FeedbackPage } from '@portal/contracts';
import { useSession } from '@portal/session';
import { BottomSheet, theme } from '@portal/ui';
import { createStudioHelpApi, HelpApiProvider } from '../../api/helpApi';
import { useTexts } from '../../i18n';
import { FeedbackSteps, feedbackTitle } from './FeedbackSteps';
import { useFeedbackFlow } from './useFeedbackFlow';

export interface FeedbackEmbedProps {
  /** The portal API, e.g. https://portal.example/api (default: the portal this remote was loaded from). */
  apiBaseUrl: string;
  /** Preselects the page the feedback is about. */
  page?: FeedbackPage;
  /** `sheet` (default): a bottom sheet, a centred dialog on wide screens. `inline`: inside the element. */
  display?: 'sheet' | 'inline';
  /** The sheet closed (thank-you over, Close, Escape or backdrop); inline: a feedback was sent. */
  onClose?: () => void;
}

const inlineStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  padding: theme.space.xl,
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  h2: { margin: 0, fontSize: theme.fontSizes.lg },
});

function StudioFeedback({ page, display = 'sheet', onClose }: Omit<FeedbackEmbedProps, 'apiBaseUrl'>) {
  const { t } = useTexts();
  const { isSignedIn, userId, user } = useSession();
  const [open, setOpen] = useState(true);
  const sender = useMemo(
    () => ({ isSignedIn, userId, accountEmail: user?.email ?? null }),
    [isSignedIn, userId, user?.email],
  );
  const restart = useRef<() => void>(undefined);
  // Sheet: the thank-you screen closes it. Inline: the form is ready for another feedback.
  const done = useCallback(() => {
    if (display === 'inline') restart.current?.();
    else setOpen(false);
    onClose?.();
  }, [display, onClose]);
  const flow = useFeedbackFlow({ pathname: null, page, sender, onDone: done });
  useEffect(() => {
    restart.current = flow.restart;
  });
  const title = feedbackTitle(flow.state.step, t);
  const steps = <FeedbackSteps flow={flow} showEmail={!isSignedIn} onDone={done} />;

  if (display === 'inline') {
    return (
      <section css={inlineStyle} aria-label={title}>
        <h2>{title}</h2>
        {steps}
      </section>
    );
  }
  return (
    <BottomSheet
      open={open}
      onClose={() => {
        setOpen(false);
        onClose?.();
      }}
      title={title}
    >
      {steps}
    </BottomSheet>
  );
}

/** The feedback sheet on a studio's own page (`mount(element, { view: 'feedback', … })`): always a visitor there. */
export function FeedbackEmbed({ apiBaseUrl, ...props }: FeedbackEmbedProps) {
  const api = useMemo(() => createStudioHelpApi(apiBaseUrl), [apiBaseUrl]);
  return (
    <HelpApiProvider api={api}>
      <StudioFeedback {...props} />
    </HelpApiProvider>
  );
}
