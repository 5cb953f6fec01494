import { FEEDBACK_PROGRESS_MS } from '@portal/contracts';
import { ProgressBar, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import type { SendingPhase } from './feedbackMachine';
import { stepStyle } from './styles';
import { useProgressRamp } from './useProgressRamp';

/** Where the bar rests while the request runs and during the 0.5 s pause. */
const WAITING_PERCENT = 12;

export function SendingView({ phase }: { phase: SendingPhase | null }) {
  const { t } = useTexts();
  const percent = useProgressRamp(phase === 'progress', FEEDBACK_PROGRESS_MS, WAITING_PERCENT);
  return (
    <div css={[stepStyle, { paddingBlock: theme.space.xl }]} aria-busy="true">
      <p css={{ margin: 0, color: theme.colors.textMuted, textAlign: 'center' }} aria-live="polite">
        {t('feedback.sending')}
      </p>
      <ProgressBar value={percent} status="active" label={t('feedback.sending')} height={10} />
    </div>
  );
}
