import { friendEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { formatDate } from '@portal/format/date';
import { languageAtom, useSessionValue } from '@portal/session';
import { Button, theme, EmptyState, ErrorState, LoadingState, controlStyle } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useResource, type Resource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { card, linkStyle, ProfilePage } from '../../ui/layout';
import { FriendsTabs } from './FriendsTabs';
import { InviteQuestion } from './InviteQuestion';
import { PlayerRow } from './PlayerRow';
import { useFriendAction } from './useFriendAction';

// Wide screens: players side by side as far as the column has room for them.
const listStyle = {
  display: 'grid',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' },
};

function FriendsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ProfilePage title={title} testId="page-friends" columns="200px minmax(0, 1fr)">
      <FriendsTabs />
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.lg, minWidth: 0 }}>
        {children}
      </div>
    </ProfilePage>
  );
}

/** One list of an answer that holds several, in the same state as the answer. */
function part<T, U>(resource: Resource<T>, select: (data: T) => U): Resource<U> {
  if (resource.status === 'ready') return { ...resource, data: select(resource.data) };
  return { ...resource, data: resource.data === null ? null : select(resource.data) };
}

/** Loading, error with Retry, empty, or the rows. */
function ListState<T>({
  resource,
  empty,
  render,
}: {
  resource: Resource<T[]>;
  empty: ReactNode;
  render: (items: T[]) => ReactNode;
}) {
  const { t } = useTexts();
  if (resource.status === 'loading') return <LoadingState blocks={[64, 64, 64]} />;
  if (resource.status === 'error') return <ErrorState message={t('states.error')} onRetry={resource.retry} />;
  return resource.data.length === 0 ? <>{empty}</> : <ul css={listStyle}>{render(resource.data)}</ul>;
}

const ActionError = ({ error }: { error: string | null }) =>
  error ? (
    <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
      {error}
    </p>
  ) : null;

/** /friends */
export function FriendsListPage() {
  const { t } = useTexts();
  const friends = useResource((signal) => call(friendEndpoints.list, { signal }), []);
  const { busy, error, run } = useFriendAction(friends.reload);
  return (
    <FriendsFrame title={t('friends.title')}>
      <ActionError error={error} />
      <ListState
        resource={friends}
        empty={
          <EmptyState
            title={t('friends.emptyTitle')}
            action={
              <Link to="/friends/suggested" css={linkStyle}>
                {t('friends.tab.suggested')}
              </Link>
            }
          >
            {t('friends.emptyText')}
          </EmptyState>
        }
        render={(items) =>
          items.map(({ player }) => (
            <PlayerRow
              key={player.id}
              player={player}
              actions={
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === `remove:${player.id}`}
                  onClick={() =>
                    run(`remove:${player.id}`, () =>
                      call(friendEndpoints.remove, { params: { userId: player.id } }),
                    )
                  }
                >
                  {t('friends.remove')}
                </Button>
              }
            />
          ))
        }
      />
      {/* Below the list once it has answered: under its skeleton it would jump when the list arrives. */}
      {(friends.status !== 'loading' || friends.data !== null) && <BlockedPlayers />}
    </FriendsFrame>
  );
}

/** The players the signed-in player blocked, each with Unblock (below the friends list). */
function BlockedPlayers() {
  const { t } = useTexts();
  const language = useSessionValue(languageAtom);
  const blocked = useResource((signal) => call(friendEndpoints.blocks, { signal }), []);
  const { busy, error, run } = useFriendAction(blocked.reload);
  return (
    <section aria-labelledby="blocked-title" css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 id="blocked-title" css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        {t('friends.blockedTitle')}
      </h2>
      <ActionError error={error} />
      <ListState
        resource={blocked}
        empty={<p css={{ margin: 0, color: theme.colors.textMuted }}>{t('friends.noBlocked')}</p>}
        render={(items) =>
          items.map(({ player, since }) => (
            <PlayerRow
              key={player.id}
              player={player}
              detail={t('friends.blockedSince', {
                date: formatDate(since, 'DD MMM, YYYY', { language }),
              })}
              actions={
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === `unblock:${player.id}`}
                  onClick={() =>
                    run(`unblock:${player.id}`, () =>
                      call(friendEndpoints.unblock, { params: { userId: player.id } }),
                    )
                  }
                >
                  {t('friends.unblock')}
                </Button>
              }
            />
          ))
        }
      />
    </section>
  );
}

/** /friends/request: incoming (accept, decline) and sent (cancel). */
export function FriendRequestsPage() {
  const { t } = useTexts();
  const requests = useResource((signal) => call(friendEndpoints.requests, { signal }), []);
  const { busy, error, run } = useFriendAction(requests.reload);
  const incoming = part(requests, (data) => data.incoming);
  const outgoing = part(requests, (data) => data.outgoing);
  return (
    <FriendsFrame title={t('friends.requestsTitle')}>
      <ActionError error={error} />
      <h2 css={{ margin: 0, fontSize: theme.fontSizes.md }}>{t('friends.incoming')}</h2>
      <ListState
        resource={incoming}
        empty={<EmptyState title={t('friends.noIncoming')} />}
        render={(items) =>
          items.map((request) => (
            <PlayerRow
              key={request.id}
              player={request.player}
              actions={
                <>
                  <Button
                    size="sm"
                    loading={busy === `accept:${request.id}`}
                    onClick={() =>
                      run(`accept:${request.id}`, () =>
                        call(friendEndpoints.accept, { params: { requestId: request.id } }),
                      )
                    }
                  >
                    {t('friends.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === `decline:${request.id}`}
                    onClick={() =>
                      run(`decline:${request.id}`, () =>
                        call(friendEndpoints.decline, { params: { requestId: request.id } }),
                      )
                    }
                  >
                    {t('friends.decline')}
                  </Button>
                </>
              }
            />
          ))
        }
      />
      {requests.status === 'ready' && (
        <>
          <h2 css={{ margin: 0, fontSize: theme.fontSizes.md }}>{t('friends.outgoing')}</h2>
          <ListState
            resource={outgoing}
            empty={<EmptyState title={t('friends.noOutgoing')} />}
            render={(items) =>
              items.map((request) => (
                <PlayerRow
                  key={request.id}
                  player={request.player}
                  actions={
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === `cancel:${request.id}`}
                      onClick={() =>
                        run(`cancel:${request.id}`, () =>
                          call(friendEndpoints.cancel, { params: { requestId: request.id } }),
                        )
                      }
                    >
                      {t('friends.cancel')}
                    </Button>
                  }
                />
              ))
            }
          />
        </>
      )}
    </FriendsFrame>
  );
}

/** /friends/suggested: players who play the same games. */
export function FriendSuggestionsPage() {
  const { t } = useTexts();
  const suggestions = useResource((signal) => call(friendEndpoints.suggestions, { signal }), []);
  const [sent, setSent] = useState<number[]>([]);
  const { busy, error, run } = useFriendAction(() => undefined);
  return (
    <FriendsFrame title={t('friends.suggestedTitle')}>
      <ActionError error={error} />
      <ListState
        resource={suggestions}
        empty={
          <EmptyState
            title={t('friends.noSuggestions')}
            action={
              <Link to="/games" css={linkStyle}>
                {t('activity.explore')}
              </Link>
            }
          >
            {t('friends.noSuggestionsText')}
          </EmptyState>
        }
        render={(items) =>
          items.map(({ player, sharedGames }) => (
            <PlayerRow
              key={player.id}
              player={player}
              detail={t('friends.sharedGames', { games: sharedGames.join(', ') })}
              actions={
                sent.includes(player.id) ? (
                  <Button size="sm" variant="secondary" disabled>
                    {t('friends.requested')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    loading={busy === `send:${player.id}`}
                    onClick={() =>
                      run(`send:${player.id}`, async () => {
                        await call(friendEndpoints.sendRequest, { body: { userId: player.id } });
                        setSent((ids) => [...ids, player.id]);
                      })
                    }
                  >
                    {t('friends.add')}
                  </Button>
                )
              }
            />
          ))
        }
      />
    </FriendsFrame>
  );
}

/** /friends/invite: asks about an invite it was opened with, and shows the player's own invite link. */
export function FriendInvitePage() {
  const { t } = useTexts();
  const invite = useResource((signal) => call(friendEndpoints.invite, { signal }), []);
  const [copied, setCopied] = useState(false);
  const link = invite.status === 'ready' ? `${window.location.origin}${invite.data.path}` : '';

  return (
    <FriendsFrame title={t('friends.inviteTitle')}>
      <InviteQuestion />
      <section css={{ ...card, display: 'grid', gap: theme.space.md }}>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('friends.inviteText')}</p>
        {invite.status === 'loading' && <LoadingState blocks={[44]} />}
        {invite.status === 'error' && <ErrorState message={t('states.error')} onRetry={invite.retry} />}
        {invite.status === 'ready' && (
          <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
            <input
              readOnly
              value={link}
              aria-label={t('friends.inviteLink')}
              data-testid="invite-link"
              css={[controlStyle, { flex: 1, minWidth: 0, width: 'auto' }]}
            />
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('friends.copied') : t('friends.copy')}
            </Button>
          </div>
        )}
      </section>
    </FriendsFrame>
  );
}
