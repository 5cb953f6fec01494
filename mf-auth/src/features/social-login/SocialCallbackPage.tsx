import { usePortalTranslation } from '@portal/i18n';
import { Spinner, theme } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { useAuthHost } from '../session/AuthHost';
import { completeSignIn } from '../session/signIn';
import { FormAlert } from '../../ui/FormAlert';
import { cardStyle, linkStyle } from '../../ui/styles';
import { resolveSsoResult } from './resolveSsoResult';
import { deliverSsoResult } from './ssoChannel';
import { ssoNoticeKey, ssoOutcome, type SsoNotice } from './ssoOutcome';

type View = { state: 'working' } | { state: 'done' } | { state: 'notice'; notice: SsoNotice };

/**
 * /auth/login/social/:type — where the provider sends the player back. Reads code, state and error,
 * asks the API, then hands the result to the opener over the BroadcastChannel and closes; when no
 * opener answers (mobile full-page flow) it finishes here: success → the target, errors per 000 §8.
 */
export function SocialCallbackPage() {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const { type } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const host = useAuthHost();
  const [view, setView] = useState<View>({ state: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // Once: a code can be exchanged only once.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await resolveSsoResult(type, search);
      if (await deliverSsoResult(result)) {
        window.close();
        setView({ state: 'done' });
        return;
      }
      if (result.status === 'success') {
        const destination = await completeSignIn(null, result.targetUrl);
        host.onSignedIn({ mode: 'LOGIN', userId: result.userId, destination });
        return;
      }
      const outcome = ssoOutcome(result.message);
      if (outcome.kind === 'register')
        navigate(`/register${outcome.search}`, { state: { ssoNotice: outcome.notice } });
      else setView({ state: 'notice', notice: outcome.notice });
    })();
  }, [host, navigate, search, type]);

  const provider = type ? t(`social.providers.${type}`, { defaultValue: type }) : '';
  return (
    <article data-testid="page-social" css={cardStyle}>
      <h1>{t('social.callbackTitle')}</h1>
      {view.state === 'working' && (
        <p css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
          <Spinner decorative size={18} />
          {t('social.callbackWorking', { provider })}
        </p>
      )}
      {view.state === 'done' && <FormAlert tone="success">{t('social.callbackDone')}</FormAlert>}
      {view.state === 'notice' && (
        <>
          <FormAlert>{tCommon(ssoNoticeKey(view.notice))}</FormAlert>
          <Link to="/login" css={linkStyle}>
            {t('social.backToLogin')}
          </Link>
        </>
      )}
    </article>
  );
}
