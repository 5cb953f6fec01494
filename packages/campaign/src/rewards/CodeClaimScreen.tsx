import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Button, theme } from '@portal/ui';
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
  const [secondsLeft, setSecondsLeft] = useState<number | null>(storeUrl ? AUTO_INSTALL_SECONDS : null);
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    if (secondsLeft === null || !storeUrl) return;
    const timer = setTimeout(() => {
      if (secondsLeft > 1) {
        setSecondsLeft(secondsLeft - 1);
        return;
      }
      setSecondsLeft(null);
      openStore(storeUrl);
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, storeUrl, openStore]);

  return (
    <div css={screenStyle} data-testid="code-claim">
      <h3>{title}</h3>
      <CopyCode code={code} />
      <Button variant="ghost" size="sm" onClick={() => setGuideOpen(true)}>
        {t('guide.open')}
      </Button>
      {storeUrl && secondsLeft !== null && (
        <p role="timer" aria-live="off">
          {t('claim.autoInstall', { second: secondsLeft })}{' '}
          <Button variant="ghost" size="sm" onClick={() => setSecondsLeft(null)}>
            {t('claim.cancelAutoInstall')}
          </Button>
        </p>
      )}
      {storeUrl && secondsLeft === null && (
        <Button variant="secondary" onClick={() => openStore(storeUrl)}>
          {t('claim.openStore')}
        </Button>
      )}
      <GuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </div>
  );
}
