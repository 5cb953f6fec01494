import { css } from '@emotion/react';
import { call } from '@portal/api-client';
import { EMBED_SESSION_MESSAGE, normaliseStudioOrigin, studioEndpoints } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { theme } from '@portal/ui';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n';

type HandOff = 'working' | 'done' | 'refused' | 'noOpener' | 'failed';

const pageStyle = css({
  maxWidth: 480,
  margin: '0 auto',
  padding: theme.space.lg,
  color: theme.colors.text,
  h1: { fontSize: theme.fontSizes.xl, marginBottom: theme.space.md },
});

/**
 * /embed/sign-in?origin=<studio>&mode=login|register: the popup a studio page opens. A signed-out
 * player signs in (or registers, socially too) on the portal's own pages first; then the page asks
 * the API for a session bound to the studio's origin (refused unless the origin is allowlisted) and
 * posts it to the opener, addressed to that origin only, and closes. The token never enters a URL.
 */
export function EmbedSignInPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const origin = normaliseStudioOrigin(params.get('origin') ?? '');
  const mode = params.get('mode') === 'register' ? 'register' : 'login';
  const signedIn = useSessionValue(isSignedInAtom);
  // Read once: a page opened without a studio page behind it has nobody to hand a session to.
  const [opener] = useState(() => window.opener as Window | null);
  const [handOff, setHandOff] = useState<HandOff>(opener ? 'working' : 'noOpener');

  useEffect(() => {
    if (!signedIn || !origin || !opener) return;
    let cancelled = false;
    call(studioEndpoints.embedSession, { body: { origin } })
      .then((session) => {
        if (cancelled) return;
        opener.postMessage(
          { type: EMBED_SESSION_MESSAGE, token: session.token, expiresAt: session.expiresAt },
          session.origin,
        );
        setHandOff('done');
        window.close();
      })
      .catch((error: { status?: number }) => {
        if (!cancelled) setHandOff(error.status === 403 ? 'refused' : 'failed');
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, origin, opener]);

  if (!origin) {
    return (
      <article css={pageStyle} data-testid="page-embed-sign-in">
        <h1>{t('embedSignIn.title')}</h1>
        <p role="status">{t('embedSignIn.noOpener')}</p>
      </article>
    );
  }
  if (!signedIn) {
    const back = `/embed/sign-in?${new URLSearchParams({ origin, mode }).toString()}`;
    return <Navigate replace to={`/${mode}?referrer=${encodeURIComponent(back)}`} />;
  }
  return (
    <article css={pageStyle} data-testid="page-embed-sign-in">
      <h1>{t('embedSignIn.title')}</h1>
      <p role="status">{t(`embedSignIn.${handOff}`, { site: new URL(origin).host })}</p>
    </article>
  );
}
