import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Button, theme, useSecondsUntil } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';
import { CopyCode } from './CopyCode';
import { GuideDialog } from './GuideDialog';

/** Seconds before the store opens by itself (the spec names an auto-install countdown, not its length). */
export const AUTO_INSTALL_SECONDS = 10;

export interface CodeClaimScreenProps {
  title: string;
  code: string;
  /** The game's store page; without one there is no countdown. */
  storeUrl?: string;
  /** Opens the store; a page inside an app's webview may open it another way. */
  openStore?: (url: string) => void;
}

const screenStyle = css({
  display: 'grid',
  gap: theme.space.md,
  textAlign: 'center',
  h3: { margin: 0, fontSize: theme.fontSizes.lg },
});

/** The reward-claim screen: the code to copy, the guide, and the countdown to the store. */
export function CodeClaimScreen({
  title,
  code,
  storeUrl,
  openStore = (url) => window.location.assign(url),
}: CodeClaimScreenProps) {
  const { t } = useKitTexts();
  // Counted to a fixed end (the shared countdown), so a tab the browser slowed still opens on time.
  const [opensAt, setOpensAt] = useState<number | null>(() =>
    storeUrl ? Date.now() + AUTO_INSTALL_SECONDS * 1000 : null,
  );
  const secondsLeft = useSecondsUntil(opensAt);
  const [guideOpen, setGuideOpen] = useState(false);

  const counting = secondsLeft !== null && secondsLeft > 0;
  const opened = useRef(false);

  useEffect(() => {
    if (secondsLeft !== 0 || !storeUrl || opened.current) return;
    opened.current = true;
    openStore(storeUrl);
  }, [secondsLeft, storeUrl, openStore]);

  return (
    <div css={screenStyle} data-testid="code-claim">
      <h3>{title}</h3>
      <CopyCode code={code} />
      <Button variant="ghost" size="sm" onClick={() => setGuideOpen(true)}>
        {t('guide.open')}
      </Button>
      {storeUrl && counting && (
        <p role="timer" aria-live="off">
          {t('claim.autoInstall', { second: secondsLeft })}{' '}
          <Button variant="ghost" size="sm" onClick={() => setOpensAt(null)}>
            {t('claim.cancelAutoInstall')}
          </Button>
        </p>
      )}
      {storeUrl && !counting && (
        <Button variant="secondary" onClick={() => openStore(storeUrl)}>
          {t('claim.openStore')}
        </Button>
      )}
      <GuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </div>
  );
}
