import { css } from '@emotion/react';
import { currentLanguage, HTML_LANG, languageOptions, usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { helpSheetAtom, useSetSessionValue } from '@portal/session';
import { theme, focusOutline } from '@portal/ui';
import { Flag } from '../language/LanguageDropdown';
import { chooseLanguage } from '../language/chooseLanguage';
import { SHELL_NS } from '../../i18n';
import { FOOTER_CLEARANCE } from './footerLayout';
import { SocialLinks } from './SocialLinks';

const footerStyle = css({
  borderTop: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

const innerStyle = css({
  maxWidth: 1200,
  margin: '0 auto',
  // On a phone the bottom navigation covers the bottom of the page: the footer ends above it.
  padding: `${theme.space.xl}px ${theme.space.lg}px ${FOOTER_CLEARANCE}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.xl,
  h2: {
    margin: `0 0 ${theme.space.sm}px`,
    fontSize: theme.fontSizes.xs,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: theme.colors.text,
  },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs },
  p: { margin: 0 },
  [theme.breakpoints.wide]: {
    padding: `${theme.space.xl}px ${theme.space.xl}px ${theme.space.xxl}px`,
    gridTemplateColumns: '1.6fr repeat(4, minmax(0, 1fr))',
  },
});

const companyStyle = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: theme.space.sm,
  alignContent: 'start',
  [theme.breakpoints.wide]: { gridColumn: 'auto' },
});

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: 32,
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.colors.textMuted,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:hover': { color: theme.colors.text },
  '&[aria-current="true"]': { color: theme.colors.gold, textDecoration: 'none', cursor: 'default' },
  '&:focus-visible': focusOutline(),
});

/**
 * Every page's footer (not in a game's webview): who we are and our accounts, the games, help,
 * the legal pages and the language choice.
 */
export default function Footer() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const setHelpSheet = useSetSessionValue(helpSheetAtom);
  const current = currentLanguage();
  return (
    <footer css={footerStyle} data-testid="shell-footer">
      <div css={innerStyle}>
        <section css={companyStyle} aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <p>{t('footer.about')}</p>
          <SocialLinks />
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </section>
        <nav aria-labelledby="footer-games">
          <h2 id="footer-games">{t('footer.games')}</h2>
          <ul>
            <li>
              <Link to="/games" css={linkStyle}>
                {t('footer.allGames')}
              </Link>
            </li>
            <li>
              <Link to="/play-testing" css={linkStyle}>
                {t('footer.playTesting')}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t('footer.support')}</h2>
          <ul>
            <li>
              <button
                type="button"
                css={linkStyle}
                onClick={() => setHelpSheet({ open: true, view: 'menu' })}
              >
                {t('footer.helpCenter')}
              </button>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link to="/tou" css={linkStyle}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" css={linkStyle}>
                {common('drawer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language">{common('language.title')}</h2>
          <ul>
            {languageOptions.map((option) => (
              <li key={option.languageCode}>
                <button
                  type="button"
                  css={linkStyle}
                  lang={HTML_LANG[option.languageCode]}
                  aria-current={option.languageCode === current ? 'true' : undefined}
                  onClick={() => chooseLanguage(option.languageCode)}
                >
                  <Flag src={option.flag} />
                  {option.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </footer>
  );
}
