import { usePortalTranslation } from '@portal/i18n';
import type { OfficialGameData as OfficialData } from '@portal/contracts';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';

const external = (url: string) =>
  url.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' as const };

/** A game's official data (OFFICIAL_ASH_ECHOES, `official.<gameCode>`): facts, links and store buttons. */
export function OfficialGameData({ data }: { data: OfficialData }) {
  const { t } = usePortalTranslation(SHELL_NS);
  return (
    <>
      {data.facts.length > 0 && (
        <section aria-label={t('official.facts')} data-testid="game-facts">
          <h2 css={{ fontSize: theme.fontSizes.md }}>{t('official.facts')}</h2>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: `${theme.space.xs}px ${theme.space.md}px`,
              margin: 0,
            }}
          >
            {data.facts.map((fact) => (
              <div key={fact.label} css={{ display: 'contents' }}>
                <dt css={{ color: theme.colors.textMuted }}>{fact.label}</dt>
                <dd css={{ margin: 0 }}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {data.stores.length > 0 && (
        <nav
          aria-label={t('official.stores')}
          data-testid="game-stores"
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}
        >
          {data.stores.map((store) => (
            <a
              key={store.store}
              href={store.url}
              {...external(store.url)}
              css={{
                padding: `${theme.space.sm}px ${theme.space.md}px`,
                borderRadius: theme.radii.md,
                border: `1px solid ${theme.colors.border}`,
                color: theme.colors.text,
                textDecoration: 'none',
                fontWeight: theme.fontWeights.bold,
              }}
            >
              {t(`official.store.${store.store}`)}
            </a>
          ))}
        </nav>
      )}
      {data.links.length > 0 && (
        <nav aria-label={t('official.links')} data-testid="game-links">
          <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
            {data.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} {...external(link.url)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
