import { fetchSignedInPlayer } from '@portal/api-client';
import {
  embedSessionEndedAtom,
  isSignedInAtom,
  sessionStore,
  useSessionValue,
  userAtom,
} from '@portal/session';
import { Button, Spinner, theme } from '@portal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTexts } from '../../i18n';

export interface EmbedPlayerGateProps {
  /** What the widget shows a signed-in player: the prompt names it. */
  shows: 'gold' | 'vipRank';
  /** Opens the portal's sign-in (the studio SDK's popup); without it the prompt has no button. */
  requestSignIn?: () => void;
  children: ReactNode;
}

const boxStyle = {
  display: 'grid',
  gap: theme.space.sm,
  justifyItems: 'start',
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
} as const;

/**
 * A player's widget on a page outside the portal: drawn for the signed-in player only. Signed out it
 * asks the player to sign in (saying so when the portal ended the session); signed in without the
 * player's data yet (a session handed over without it), it loads them once.
 */
export function EmbedPlayerGate({ shows, requestSignIn, children }: EmbedPlayerGateProps) {
  const { t } = useTexts();
  const signedIn = useSessionValue(isSignedInAtom);
  const user = useSessionValue(userAtom);
  const ended = useSessionValue(embedSessionEndedAtom);
  const [attempt, setAttempt] = useState(0);
  // The attempt that failed: a Retry starts the next one, so the failure no longer shows.
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const failed = failedAttempt === attempt;

  useEffect(() => {
    if (!signedIn || user) return;
    const controller = new AbortController();
    fetchSignedInPlayer(controller.signal)
      .then((me) => sessionStore.set(userAtom, me))
      .catch(() => {
        if (!controller.signal.aborted) setFailedAttempt(attempt);
      });
    return () => controller.abort();
  }, [signedIn, user, attempt]);

  if (signedIn && user) return <>{children}</>;
  if (signedIn && !failed)
    return (
      <div css={boxStyle}>
        <Spinner label={t('state.loading')} />
      </div>
    );
  if (signedIn)
    return (
      <div css={boxStyle}>
        <p role="alert" css={{ margin: 0 }}>
          {t('state.error')}
        </p>
        <Button type="button" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('state.retry')}
        </Button>
      </div>
    );
  return (
    <div css={boxStyle} data-testid="embed-signed-out">
      <p role="status" css={{ margin: 0 }}>
        {ended ? t('embedPlayer.ended') : t(`embedPlayer.${shows}`)}
      </p>
      {requestSignIn && (
        <Button type="button" onClick={requestSignIn}>
          {t('signIn')}
        </Button>
      )}
    </div>
  );
}
