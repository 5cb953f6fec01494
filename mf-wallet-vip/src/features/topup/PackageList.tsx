import type { TopupPackage } from '@portal/contracts';
import { theme } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../lib/useLanguage';
import { formatAmount, formatCents } from '../../money/format';

/** The gold packages of the catalogue: gold, bonus bound gold, price; each leads to its order page. */
export function PackageList({
  packages,
  itemPath,
}: {
  packages: TopupPackage[];
  itemPath: (code: string) => string;
}) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space.sm,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {packages.map((pack) => (
        <li key={pack.code}>
          <Link
            to={itemPath(pack.code)}
            data-testid={`package-${pack.code}`}
            css={{
              display: 'grid',
              gap: theme.space.xs,
              padding: theme.space.md,
              height: '100%',
              borderRadius: theme.radii.lg,
              border: `1px solid ${theme.colors.border}`,
              background: theme.colors.surface,
              color: theme.colors.text,
              textDecoration: 'none',
              '&:hover, &:focus-visible': { borderColor: theme.colors.gold },
            }}
          >
            <strong
              css={{
                fontFamily: theme.fonts.heading,
                fontSize: theme.fontSizes.xl,
                color: theme.colors.gold,
              }}
            >
              {t('topup.gold', { amount: formatAmount(pack.gold, language) })}
            </strong>
            {pack.bonusBoundGold > 0 && (
              <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.goldLight }}>
                {t('topup.bonus', { amount: formatAmount(pack.bonusBoundGold, language) })}
              </span>
            )}
            <span css={{ fontWeight: theme.fontWeights.bold }}>{formatCents(pack.priceCents, language)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
