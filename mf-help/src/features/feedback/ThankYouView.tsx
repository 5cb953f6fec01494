import { css } from '@emotion/react';
import { Button, LineIcon, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { stepStyle } from './styles';

const badgeStyle = css({
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: theme.radii.pill,
  background: theme.gradients.gold,
  color: theme.colors.textOnGold,
  boxShadow: theme.shadows.goldGlow,
});

export function ThankYouView({ onDone }: { onDone: () => void }) {
  const { t } = useTexts();
  return (
    <div css={[stepStyle, { alignItems: 'stretch', textAlign: 'center', paddingTop: theme.space.md }]}>
      <div css={badgeStyle} aria-hidden="true">
        <LineIcon size={36} weight={2.6}>
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </LineIcon>
      </div>
      <p role="status" css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }}>
        {t('feedback.thanksHeadline')}
      </p>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('feedback.thanksText')}</p>
      <Button variant="secondary" fullWidth onClick={onDone}>
        {t('feedback.done')}
      </Button>
    </div>
  );
}
