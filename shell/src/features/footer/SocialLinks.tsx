import { css } from '@emotion/react';
import { socialLinksOf } from '@portal/contracts';
import { usePortalTranslation } from '@portal/i18n';
import { theme, focusOutline } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { useShellMetadataState } from '../banners/useShellMetadata';
import { SOCIAL_NETWORK_MARKS } from './socialNetworkMarks';

const LINK_SIZE = 44;

const socialStyle = css({
  // Doubled class: above the footer's own `ul` rule, which lists links one a line.
  '&&': { display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, minHeight: LINK_SIZE },
  a: {
    display: 'inline-grid',
    placeItems: 'center',
    width: LINK_SIZE,
    height: LINK_SIZE,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    '&:hover': { color: theme.colors.gold, borderColor: theme.colors.gold },
    '&:focus-visible': focusOutline(),
  },
});

/**
 * The publisher's accounts, as the operator set them (COMMON / social_links), from the metadata
 * answer the shell reads once per page. While it comes the row keeps its room; without links, or
 * when the answer failed, there is no row at all (never an empty or broken one).
 */
export function SocialLinks() {
  const { t } = usePortalTranslation(SHELL_NS);
  const metadata = useShellMetadataState();
  if (metadata.status === 'loading')
    return <div css={socialStyle} aria-busy="true" data-testid="footer-social-loading" />;
  const links = metadata.status === 'ready' ? socialLinksOf(metadata.groups) : [];
  if (links.length === 0) return null;
  return (
    <ul css={socialStyle} aria-label={t('footer.social')}>
      {links.map((link) => {
        const mark = SOCIAL_NETWORK_MARKS[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.url}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('footer.newTab', { name: mark.name })}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={mark.icon} fill="currentColor" />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
