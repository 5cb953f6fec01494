import { css } from '@emotion/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { humanProofStatus } from '@portal/api-client';
import { usePortalTranslation } from '@portal/i18n';
import { Button, theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';

/** Below this a solve is a moment: nothing is shown. */
const SHOW_AFTER_MS = 700;

const panel = css({
  position: 'fixed',
  left: '50%',
  bottom: 96,
  transform: 'translateX(-50%)',
  zIndex: 1000,
  width: 'min(360px, calc(100vw - 32px))',
  padding: theme.space.md,
  borderRadius: 12,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
  display: 'grid',
  gap: theme.space.sm,
});

const bar = css({ width: '100%', height: 6, accentColor: theme.colors.gold });

/**
 * The proof of work the API asks for past a limit is solved by the API client on its own; this is
 * the one visible part: progress when it takes more than a moment, and a Try again when it failed.
 */
export function HumanProofStatus() {
  const { t } = usePortalTranslation(SHELL_NS);
  const state = useSyncExternalStore(humanProofStatus.subscribe, humanProofStatus.get, humanProofStatus.get);
  // The solve (by its start) that has been running for more than a moment.
  const [slowSolve, setSlowSolve] = useState<number | null>(null);
  const solving = state.kind === 'solving';
  const startedAt = solving ? state.startedAt : 0;
  useEffect(() => {
    if (!solving) return undefined;
    const timer = setTimeout(
      () => setSlowSolve(startedAt),
      Math.max(0, startedAt + SHOW_AFTER_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [solving, startedAt]);
  const slow = solving && slowSolve === startedAt;

  if (state.kind === 'failed') {
    return (
      <div css={panel} role="alert">
        <span>{t('humanProof.failed')}</span>
        <Button onClick={state.retry}>{t('humanProof.retry')}</Button>
      </div>
    );
  }
  if (!solving || !slow) return null;
  const percent = Math.round(state.progress * 100);
  return (
    <div css={panel} role="status" aria-live="polite">
      <span id="human-proof-label">{t('humanProof.checking')}</span>
      <progress css={bar} aria-labelledby="human-proof-label" max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
