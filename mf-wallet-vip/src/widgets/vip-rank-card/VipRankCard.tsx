import { VIP_EXP_RATE, VIP_LEVEL_NAMES, type VipProgress } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { useSessionValue, userAtom } from '@portal/session';
import { Button, ProgressBar, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { portalLinkProps } from '@portal/federation';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { signInAndReturn } from '../../ui/SignInPrompt';
import { downgradeAt, goldMinimumExpOf, rankCardState } from './rankCardState';

export interface VipRankCardProps {
  /** 'profile' (a full card) or 'carousel' (a fixed-width slide). Default: 'profile'. */
  variant?: 'profile' | 'carousel';
  /** Defaults to the signed-in player's vipProgress from the session store. */
  progress?: VipProgress;
  /** Gold transferred per XP (the API's VIP rules); defaults to 10. */
  expRate?: number;
  /** Where See Benefits and the arrow lead. Default: /vip. */
  benefitsPath?: string;
  /** The Gold minimum XP (the VIP rules); defaults to the one in the player's cycle. */
  goldMinimumExp?: number;
  /** For a visitor: the card's action is Sign in (and back), in place of See Benefits. */
  signIn?: boolean;
}

const tone = { 0: theme.colors.textMuted, 1: theme.colors.silver, 2: theme.colors.gold } as const;

/** The VIP rank card of 000 §2: the level, the state line, the progress bar, See Benefits and the arrow. */
export function VipRankCard({
  variant = 'profile',
  progress: given,
  expRate = VIP_EXP_RATE,
  benefitsPath = '/vip',
  goldMinimumExp,
  signIn = false,
}: VipRankCardProps) {
  const { t } = useTexts();
  const language = useLanguage();
  const user = useSessionValue(userAtom);
  const progress = given ?? user?.vipProgress;
  if (!progress) return null;

  const goldMinimum = goldMinimumExp ?? goldMinimumExpOf(progress);
  const state = rankCardState(progress, expRate, goldMinimum);
  const level = progress.currentLevel;
  const downgrade = downgradeAt(progress);
  const amounts = {
    remaining: formatAmount(state.remaining, language),
    total: formatAmount(progress.totalExp, language),
    need: formatAmount(state.need, language),
    gold: formatAmount(state.goldToTransfer, language),
    exp: formatAmount(goldMinimum ?? 0, language),
    goldMinimum: formatAmount(state.goldMinimumGold ?? 0, language),
  };

  return (
    <section
      data-testid="vip-rank-card"
      data-variant={variant}
      data-state={state.kind}
      aria-label={t('rank.label')}
      css={{
        display: 'grid',
        gap: theme.space.sm,
        width: variant === 'carousel' ? 280 : '100%',
        flex: variant === 'carousel' ? '0 0 280px' : undefined,
        scrollSnapAlign: variant === 'carousel' ? 'start' : undefined,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        border: `1px solid ${tone[level]}`,
        background: theme.gradients.surface,
        color: theme.colors.text,
      }}
    >
      <div
        css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space.sm }}
      >
        <strong css={{ fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.xl, color: tone[level] }}>
          {t(`rank.level.${VIP_LEVEL_NAMES[level]}`)}
        </strong>
        <a
          aria-label={t('rank.open')}
          {...portalLinkProps(benefitsPath)}
          css={{
            color: theme.colors.gold,
            fontSize: theme.fontSizes.xl,
            textDecoration: 'none',
            padding: theme.space.xs,
          }}
        >
          →
        </a>
      </div>
      <p data-testid="vip-rank-state" css={{ margin: 0 }}>
        {t(`rank.state.${state.kind}`, amounts)}
      </p>
      <ProgressBar value={state.percent} label={t('rank.progress')} />
      <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
        {t('rank.xp', amounts)}
      </span>
      {state.kind !== 'topTier' && variant === 'profile' && (
        <p data-testid="vip-transfer-needed" css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
          {t(level === 2 ? 'rank.transferToKeep' : `rank.transferNeeded.${state.nextRank}`, amounts)}
        </p>
      )}
      {state.goldMinimumGold !== null && variant === 'profile' && (
        <p data-testid="vip-gold-minimum" css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
          {t('rank.goldMinimum', amounts)}
        </p>
      )}
      {downgrade !== null && (
        <p
          data-testid="vip-downgrade"
          css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}
        >
          {t('rank.downgrade', { date: formatDate(downgrade, 'MMM Do YYYY', { language }) })}
        </p>
      )}
      {signIn ? (
        <Button css={{ justifySelf: 'start' }} onClick={signInAndReturn}>
          {t('signIn')}
        </Button>
      ) : (
        <a
          {...portalLinkProps(benefitsPath)}
          css={{
            justifySelf: 'start',
            color: theme.colors.gold,
            fontWeight: theme.fontWeights.bold,
            textDecoration: 'none',
          }}
        >
          {t('rank.seeBenefits')}
        </a>
      )}
    </section>
  );
}
