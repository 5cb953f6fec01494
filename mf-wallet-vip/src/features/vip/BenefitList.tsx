import { VIP_LEVEL_NAMES, type VipBenefits } from '@portal/contracts';
import { theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { benefitLines } from './benefits';
import { raisedTile } from '../../ui/raisedTile';

/** What each VIP level gives, from the VIP_BENEFITS metadata. */
export function BenefitList({ benefits }: { benefits: VipBenefits[] }) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.md,
        [theme.breakpoints.wide]: { gridTemplateColumns: '1fr 1fr' },
      }}
    >
      {benefits.map((level) => (
        <section key={level.level} data-testid={`benefits-${VIP_LEVEL_NAMES[level.level]}`} css={raisedTile}>
          <h3 css={{ margin: 0, color: level.level === 2 ? theme.colors.gold : theme.colors.silver }}>
            {t(`rank.level.${VIP_LEVEL_NAMES[level.level]}`)}
          </h3>
          <ul css={{ margin: `${theme.space.sm}px 0 0`, paddingLeft: theme.space.lg }}>
            {benefitLines(level, language).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
