import { css } from '@emotion/react';
import { currentLanguage, HTML_LANG, languageOptions, usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { helpSheetAtom, useSetSessionValue } from '@portal/session';
import { theme, focusOutline } from '@portal/ui';
import { Flag } from '../features/language/LanguageDropdown';
import { chooseLanguage } from '../features/language/chooseLanguage';
import { SHELL_NS } from '../i18n';

const footerStyle = css({
  display: 'none',
  [theme.breakpoints.wide]: {
    display: 'block',
    borderTop: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
});

const innerStyle = css({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.space.xl}px ${theme.space.xl}px ${theme.space.xxl}px`,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.xl,
  h2: {
    margin: `0 0 ${theme.space.sm}px`,
    fontSize: theme.fontSizes.xs,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: theme.colors.text,
  },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs },
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
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:hover': { color: theme.colors.text },
  '&[aria-current="true"]': { color: theme.colors.gold, textDecoration: 'none', cursor: 'default' },
  '&:focus-visible': focusOutline(),
});

/** The wide layout's footer: legal links, the language choice and the way to support. */
export function Footer() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const setHelpSheet = useSetSessionValue(helpSheetAtom);
  const current = currentLanguage();
  return (
    <footer css={footerStyle} data-testid="shell-footer">
      <div css={innerStyle}>
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
          <p css={{ margin: `${theme.space.md}px 0 0` }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </section>
      </div>
    </footer>
  );
}
