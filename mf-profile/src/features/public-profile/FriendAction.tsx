import { isApiRequestError } from '@portal/api-client';
import type { FriendRelation } from '@portal/contracts';
import { apiErrorMessage } from '@portal/i18n';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { Button, theme } from '@portal/ui';
import { useState } from 'react';
import { profileApi } from '../../api/profileApi';
import { useResource } from '../../api/useResource';
import { useTexts } from '../../i18n';
import { LoginDialog } from '../../ui/dialogs';

/** Add Friend / Requested / Accept / Friends for the player on the page; visitors get the login dialog. */
export function FriendAction({ userId }: { userId: number }) {
  const { t } = useTexts();
  const signedIn = useSessionValue(isSignedInAtom);
  const [loginOpen, setLoginOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const relation = useResource<FriendRelation>(signedIn ? `relation:${userId}` : null, (signal) =>
    profileApi.relation(userId, signal),
  );

  if (!signedIn) {
    return (
      <>
        <Button onClick={() => setLoginOpen(true)}>{t('friends.add')}</Button>
        <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
      </>
    );
  }
  if (relation.status === 'loading')
    return (
      <Button disabled loading>
        {t('friends.add')}
      </Button>
    );
  if (relation.status === 'error')
    return (
      <Button variant="secondary" onClick={relation.retry}>
        {t('states.retry')}
      </Button>
    );
  const { relation: state, requestId } = relation.data;
  if (state === 'self' || state === 'blocked') return null;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      relation.reload();
    } catch (failure) {
      setError(
        isApiRequestError(failure)
          ? (failure.errors[0]?.message ?? apiErrorMessage('unknown'))
          : apiErrorMessage('unknown'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      {state === 'none' && (
        <Button loading={busy} onClick={() => act(() => profileApi.sendRequest(userId))}>
          {t('friends.add')}
        </Button>
      )}
      {state === 'request_sent' && requestId !== null && (
        <Button variant="secondary" loading={busy} onClick={() => act(() => profileApi.cancel(requestId))}>
          {t('friends.requestedCancel')}
        </Button>
      )}
      {state === 'request_received' && requestId !== null && (
        <Button loading={busy} onClick={() => act(() => profileApi.accept(requestId))}>
          {t('friends.accept')}
        </Button>
      )}
      {state === 'friends' && (
        <Button variant="secondary" disabled>
          {t('friends.isFriend')}
        </Button>
      )}
      {error && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
          {error}
        </p>
      )}
    </div>
  );
}
