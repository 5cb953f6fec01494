import { css } from '@emotion/react';
import { theme } from '@portal/ui';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n';
import type { AuthMode } from '../session/AuthHost';
import { rememberSsoRedirection } from '../session/destination';
import { linkStyle } from '../../ui/styles';
import type { SsoNotice } from '../social-login/ssoOutcome';
import { AuthPanel } from './AuthPanel';

const pageStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.lg}px ${theme.space.md}px ${theme.space.xxl}px`,
  [theme.breakpoints.wide]: { paddingTop: theme.space.xxl },
});

/** The modal's own look, in the page flow instead of over it. */
const panelStyle = css({
  width: `min(100%, ${theme.sizes.modal}px)`,
  boxSizing: 'border-box',
  padding: `${theme.space.xl}px ${theme.space.lg}px`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  background: theme.gradients.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.xl,
  boxShadow: theme.shadows.panel,
  color: theme.colors.text,
  [theme.breakpoints.wide]: { padding: theme.space.xxl },
  h1: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xxl,
    lineHeight: theme.lineHeights.tight,
    color: theme.colors.text,
  },
});

/**
 * /login and /register: the login and register modal as a page (000 §2). `referrer` (a path of the
 * portal) is where the player returns after signing in; Register Now and Login switch the route.
 */
export function AuthModalPage({ mode }: { mode: AuthMode }) {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const referrer = params.get('referrer');
  const notice = (location.state as { ssoNotice?: SsoNotice } | null)?.ssoNotice;
  const keep = referrer ? `?referrer=${encodeURIComponent(referrer)}` : '';

  useEffect(() => rememberSsoRedirection(location.search), [location.search]);

  return (
    <div css={pageStyle}>
      <article data-testid={mode === 'LOGIN' ? 'page-login' : 'page-register'} css={panelStyle}>
        <h1>{t(mode === 'LOGIN' ? 'modal.loginTitle' : 'modal.registerTitle')}</h1>
        <AuthPanel
          // A new mode or a new arrival (SSO params) starts from fresh forms.
          key={`${mode}${location.key}`}
          mode={mode}
          referrer={referrer}
          defaultEmail={params.get('email') ?? undefined}
          initialNotice={notice}
          onSsoRegister={(search, ssoNotice) => {
            const query = new URLSearchParams(search);
            if (referrer) query.set('referrer', referrer);
            const qs = query.toString();
            navigate(`/register${qs ? `?${qs}` : ''}`, { state: { ssoNotice } });
          }}
          renderModeSwitch={(target, label) => (
            <Link to={`${target === 'LOGIN' ? '/login' : '/register'}${keep}`} css={linkStyle}>
              {label}
            </Link>
          )}
        />
      </article>
      <Link to="/tou" css={[linkStyle, { fontSize: theme.fontSizes.sm }]}>
        {t('modal.termsOfUse')}
      </Link>
    </div>
  );
}
