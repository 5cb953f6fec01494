import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FeedbackPage } from '@portal/contracts';
import { emitEmbedEvent, useSession } from '@portal/session';
import { theme } from '@portal/ui';
import { BottomSheet } from '@portal/ui/overlay';
import { useTexts } from '../../i18n';
import { FeedbackSteps, feedbackTitle } from './FeedbackSteps';
import { useFeedbackFlow } from './useFeedbackFlow';

export interface FeedbackEmbedProps {
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

/**
 * The feedback sheet on a studio's own page (`mount(element, { view: 'feedback', … })`). It sends with
 * the portal's shared client, which the embed pointed at the portal's API origin: the player the SDK
 * signed in (its bearer token in the shared session store) is the author, else a visitor.
 */
export function FeedbackEmbed({ page, display = 'sheet', onClose }: FeedbackEmbedProps) {
  const { t } = useTexts();
  const { isSignedIn, userId, user } = useSession();
  const [open, setOpen] = useState(true);
  // On a studio's page no user id cookie exists: the SDK's signed-in player is the store's user.
  const playerId = userId ?? (user ? String(user.id) : null);
  const sender = useMemo(
    () => ({ isSignedIn, userId: playerId, accountEmail: user?.email ?? null }),
    [isSignedIn, playerId, user?.email],
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
  // A studio page embedding the form hears of each feedback sent (its onEvent).
  const anchor = useRef<HTMLElement>(null);
  const thanked = flow.state.step === 'thanks';
  useEffect(() => {
    if (thanked) emitEmbedEvent(anchor.current, 'feedback-sent', { page: flow.state.page });
  }, [thanked, flow.state.page]);
  const title = feedbackTitle(flow.state.step, t);
  const steps = <FeedbackSteps flow={flow} showEmail={!isSignedIn} onDone={done} />;

  if (display === 'inline') {
    return (
      <section ref={anchor} css={inlineStyle} aria-label={title}>
        <h2>{title}</h2>
        {steps}
      </section>
    );
  }
  return (
    <>
      <span ref={anchor} hidden />
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
    </>
  );
}
