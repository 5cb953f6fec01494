import { INVITE_QUERY_PARAM, INVITE_STORAGE_KEY, type PlayerCard, friendEndpoints } from '@portal/contracts';
import { call, isApiRequestError } from '@portal/api-client';
import { useResource } from '@portal/api-client/resource';
import { useSessionValue, userAtom } from '@portal/session';
import { Button, theme, ErrorState, LoadingState } from '@portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { apiMessage } from '../../ui/apiMessage';
import { card } from '../../ui/layout';
import { PlayerRow } from './PlayerRow';

type Answer =
  | { status: 'asking' }
  | { status: 'accepting' }
  | { status: 'accepted'; friend: PlayerCard }
  | { status: 'dismissed' }
  | { status: 'failed'; message: string };

/** The invite code of the URL, or one kept from an earlier visit until the player answers it. */
function useInviteCode(): [string | null, () => void] {
  const [params] = useSearchParams();
  const code = params.get(INVITE_QUERY_PARAM) ?? window.localStorage.getItem(INVITE_STORAGE_KEY);
  useEffect(() => {
    if (code) window.localStorage.setItem(INVITE_STORAGE_KEY, code);
  }, [code]);
  const forget = useCallback(() => window.localStorage.removeItem(INVITE_STORAGE_KEY), []);
  return [code, forget];
}

/**
 * An invite link names who sent it and asks: only Accept befriends (opening a link must not make a
 * friendship on the player's behalf); Not now forgets the code.
 */
export function InviteQuestion() {
  const [code, forget] = useInviteCode();
  if (!code) return null;
  return <InviteCard code={code} forget={forget} />;
}

function InviteCard({ code, forget }: { code: string; forget: () => void }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const me = useSessionValue(userAtom);
  const preview = useResource(
    (signal) => call(friendEndpoints.invitePreview, { params: { code: code }, signal }),
    [code],
  );
  const [answer, setAnswer] = useState<Answer>({ status: 'asking' });
  // A refused code will never work: forget it. A network failure keeps it for Retry.
  const refused = preview.status === 'error' && isApiRequestError(preview.error);
  useEffect(() => {
    if (refused) forget();
  }, [refused, forget]);

  if (answer.status === 'dismissed') return null;
  if (preview.status === 'loading') return <LoadingState blocks={[96]} />;
  if (preview.status === 'error') {
    if (!refused) return <ErrorState message={t('states.error')} onRetry={preview.retry} />;
    return (
      <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
        {apiMessage(preview.error)}
      </p>
    );
  }

  const inviter = preview.data.inviter;
  if (answer.status === 'accepted') {
    return (
      <div role="status" css={{ ...card, display: 'grid', gap: theme.space.sm }}>
        <p css={{ margin: 0, fontWeight: theme.fontWeights.bold }}>
          {t('friends.inviteClaimed', { nickname: answer.friend.nickname })}
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => navigate(`/profiles/${answer.friend.slug}`)}
          css={{ justifySelf: 'start' }}
        >
          {t('friends.viewProfile')}
        </Button>
      </div>
    );
  }

  const own = me?.id === inviter.id;
  const accept = async () => {
    setAnswer({ status: 'accepting' });
    try {
      const { friend } = await call(friendEndpoints.claimInvite, { body: { code: code } });
      forget();
      setAnswer({ status: 'accepted', friend });
    } catch (error) {
      if (isApiRequestError(error)) forget();
      setAnswer({ status: 'failed', message: apiMessage(error) });
    }
  };

  return (
    <section
      aria-label={t('friends.inviteQuestionLabel')}
      css={{ ...card, display: 'grid', gap: theme.space.md }}
    >
      <p css={{ margin: 0, fontWeight: theme.fontWeights.bold }}>
        {own ? t('friends.inviteOwn') : t('friends.inviteQuestion', { nickname: inviter.nickname })}
      </p>
      <ul css={{ margin: 0, padding: 0 }}>
        <PlayerRow player={inviter} />
      </ul>
      {answer.status === 'failed' && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {answer.message}
        </p>
      )}
      {!own && (
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          <Button loading={answer.status === 'accepting'} onClick={() => void accept()}>
            {t('friends.inviteAccept')}
          </Button>
          <Button
            variant="ghost"
            disabled={answer.status === 'accepting'}
            onClick={() => {
              forget();
              setAnswer({ status: 'dismissed' });
            }}
          >
            {t('friends.inviteNotNow')}
          </Button>
        </div>
      )}
    </section>
  );
}
