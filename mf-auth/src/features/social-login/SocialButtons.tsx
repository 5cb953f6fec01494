import { css } from '@emotion/react';
import { SOCIAL_LOGIN_TYPES } from '@portal/contracts';
import { theme, focusOutline } from '@portal/ui';
import { useTexts } from '../../i18n';
import { SocialIcon } from './icons';
import type { SocialPending } from './useSocialLogin';
import type { SocialLoginType } from '@portal/contracts';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const buttonStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  width: '100%',
  minHeight: 44,
  padding: `0 ${theme.space.sm}px`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  cursor: 'pointer',
  transition: `border-color ${theme.durations.fast}ms, background ${theme.durations.fast}ms`,
  '&:hover': { borderColor: theme.colors.goldDark, background: theme.colors.surface },
  '&:focus-visible': focusOutline(),
  '&[aria-busy="true"]': { borderColor: theme.colors.gold },
});

export interface SocialButtonsProps {
  onSelect: (type: SocialLoginType) => void;
  pending: SocialPending;
}

/** The four social sign-in buttons shown below the forms (000 §2). */
export function SocialButtons({ onSelect, pending }: SocialButtonsProps) {
  const { t } = useTexts();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md }}>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.md,
          color: theme.colors.textMuted,
          fontSize: theme.fontSizes.xs,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          '&::before, &::after': { content: '""', flex: 1, height: 1, background: theme.colors.border },
        }}
      >
        {t('modal.or')}
      </div>
      <ul css={gridStyle}>
        {SOCIAL_LOGIN_TYPES.map((type) => {
          const provider = t(`social.providers.${type}`);
          return (
            <li key={type}>
              <button
                type="button"
                css={buttonStyle}
                aria-label={t('social.continueWith', { provider })}
                aria-busy={pending?.type === type || undefined}
                onClick={() => onSelect(type)}
                data-social={type}
              >
                <SocialIcon type={type} />
                <span>{provider}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {pending && (
        <p
          role="status"
          css={{
            margin: 0,
            textAlign: 'center',
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          }}
        >
          {t(pending.phase === 'tap' ? 'social.tapToContinue' : 'social.waiting', {
            provider: t(`social.providers.${pending.type}`),
          })}
        </p>
      )}
    </div>
  );
}
