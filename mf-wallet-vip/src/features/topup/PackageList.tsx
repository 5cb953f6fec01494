import type { TopupPackage } from '@portal/contracts';
import { theme } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatCents } from '../../ui/format';

/**
 * The gold packages of the catalogue: gold, bonus bound gold, price (with the usual price struck
 * through while a discount runs); each leads to its order page. The featured one comes first.
 */
export function PackageList({
  packages,
  itemPath,
  featured,
}: {
  packages: TopupPackage[];
  itemPath: (code: string) => string;
  featured?: string;
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
      {[...packages]
        .sort((a, b) => Number(b.code === featured) - Number(a.code === featured))
        .map((pack) => (
          <li key={pack.code}>
            <Link
              to={itemPath(pack.code)}
              data-testid={`package-${pack.code}`}
              data-featured={pack.code === featured || undefined}
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
                ...(pack.code === featured ? { borderColor: theme.colors.gold } : {}),
              }}
            >
              {(pack.code === featured || pack.discount) && (
                <span
                  css={{
                    display: 'flex',
                    gap: theme.space.xs,
                    flexWrap: 'wrap',
                    fontSize: theme.fontSizes.xs,
                  }}
                >
                  {pack.code === featured && (
                    <span data-testid="package-featured">{t('topup.featured')}</span>
                  )}
                  {pack.discount && (
                    <span
                      data-testid="package-discount"
                      css={{
                        color: theme.colors.textOnGold,
                        background: theme.gradients.gold,
                        borderRadius: theme.radii.sm,
                        padding: '0 6px',
                      }}
                    >
                      {pack.discount.label ?? t('topup.discount', { percent: pack.discount.percentOff })}
                    </span>
                  )}
                </span>
              )}
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
              <span css={{ fontWeight: theme.fontWeights.bold }} data-testid="package-price">
                {formatCents(pack.priceCents, language)}
              </span>
              {pack.discount && (
                <s
                  data-testid="package-list-price"
                  css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}
                >
                  {t('topup.listPrice', { price: formatCents(pack.discount.listPriceCents, language) })}
                </s>
              )}
            </Link>
          </li>
        ))}
    </ul>
  );
}
