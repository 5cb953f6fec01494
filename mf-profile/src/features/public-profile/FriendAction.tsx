import { friendEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import type { FriendRelation } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { Button, theme } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { useState } from 'react';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { useApiMessage } from '../../ui/apiMessage';
import { LoginDialog } from '../../ui/dialogs';
import { CheckIcon } from '../../ui/icons';

const alertStyle = { margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm };

/**
 * The friend actions for the player on the page: Add Friend / Requested · Cancel / Accept / Friends,
 * Block (with a confirmation) and Unblock. Visitors get the login dialog (000 §2).
 */
export function FriendAction({ userId, nickname }: { userId: number; nickname: string }) {
  const { t } = useTexts();
  const apiMessage = useApiMessage();
  const signedIn = useSessionValue(isSignedInAtom);
  const [loginOpen, setLoginOpen] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const relation = useResource<FriendRelation>(
    (signal) => call(friendEndpoints.relation, { params: { userId: userId }, signal }),
    [userId],
    {
      enabled: signedIn,
    },
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
  if (state === 'self') return null;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      relation.reload();
    } catch (failure) {
      setError(apiMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {state === 'none' && (
        <Button
          loading={busy}
          onClick={() => act(() => call(friendEndpoints.sendRequest, { body: { userId: userId } }))}
        >
          {t('friends.add')}
        </Button>
      )}
      {state === 'request_sent' && requestId !== null && (
        <Button
          variant="secondary"
          loading={busy}
          onClick={() => act(() => call(friendEndpoints.cancel, { params: { requestId: requestId } }))}
        >
          {t('friends.requestedCancel')}
        </Button>
      )}
      {state === 'request_received' && requestId !== null && (
        <Button
          loading={busy}
          onClick={() => act(() => call(friendEndpoints.accept, { params: { requestId: requestId } }))}
        >
          {t('friends.accept')}
        </Button>
      )}
      {state === 'friends' && (
        <Button variant="secondary" disabled>
          <CheckIcon />
          {t('friends.isFriend')}
        </Button>
      )}
      {state === 'blocking' && (
        <Button
          variant="secondary"
          loading={busy}
          onClick={() => act(() => call(friendEndpoints.unblock, { params: { userId: userId } }))}
        >
          {t('friends.unblock')}
        </Button>
      )}
      {state === 'blocked' && (
        <p css={{ margin: 0, alignSelf: 'center', color: theme.colors.textMuted }}>
          {t('friends.blockedByThem')}
        </p>
      )}
      {state !== 'blocking' && state !== 'blocked' && (
        <Button variant="ghost" onClick={() => setConfirmBlock(true)}>
          {t('friends.block')}
        </Button>
      )}
      {error && (
        <p role="alert" css={{ ...alertStyle, flexBasis: '100%' }}>
          {error}
        </p>
      )}
      <Modal
        open={confirmBlock}
        onClose={() => setConfirmBlock(false)}
        variant="confirm"
        title={t('friends.blockTitle', { nickname })}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmBlock(false)}>
              {t('edit.cancel')}
            </Button>
            <Button
              loading={busy}
              onClick={() =>
                void act(() => call(friendEndpoints.block, { body: { userId: userId } })).then(() =>
                  setConfirmBlock(false),
                )
              }
            >
              {t('friends.blockConfirm')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('friends.blockText')}</p>
      </Modal>
    </>
  );
}
