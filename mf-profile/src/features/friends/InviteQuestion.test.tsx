import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVITE_STORAGE_KEY, type PlayerCard } from '@portal/contracts';
import { renderRoute } from '@portal/federation/testing';
import { registerTexts } from '../../i18n';
import { installFakeApi } from '@portal/api-client/testing';
import { FriendInvitePage } from './FriendsPages';

const host: PlayerCard = { id: 11, slug: 'host', nickname: 'Host', image: null, job: null, vipLevel: 0 };
const CODE = 'hostInviteCode01';
const answers = {
  'GET /api/private/friends/invite': {
    code: 'myOwnInviteCode1',
    path: '/friends/invite?code=myOwnInviteCode1',
  },
  [`GET /api/private/friends/invites/${CODE}`]: { inviter: host },
  'POST /api/private/friends/invite/claim': { friend: host },
};
const claims = () => api.requests.filter((request) => request.path === '/api/private/friends/invite/claim');

beforeAll(() => registerTexts());
let api: ReturnType<typeof installFakeApi>;
afterEach(() => {
  api.restore();
  window.localStorage.clear();
});

describe('/friends/invite opened from an invite link', () => {
  it('names the inviter and asks, without befriending anyone on open', async () => {
    api = installFakeApi(answers);
    renderRoute(<FriendInvitePage />, `/friends/invite?code=${CODE}`);
    expect(await screen.findByText('Host invited you to be friends')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeEnabled();
    await screen.findByTestId('invite-link'); // the page has settled: its own link is shown too
    expect(claims()).toHaveLength(0);
  });

  it('befriends only on Accept, then says so', async () => {
    api = installFakeApi(answers);
    renderRoute(<FriendInvitePage />, `/friends/invite?code=${CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You and Host are now friends!')).toBeInTheDocument();
    expect(claims().map((request) => request.body)).toEqual([{ code: CODE }]);
    expect(window.localStorage.getItem(INVITE_STORAGE_KEY)).toBeNull();
  });

  it('Not now closes the question, claims nothing and forgets the code', async () => {
    api = installFakeApi(answers);
    renderRoute(<FriendInvitePage />, `/friends/invite?code=${CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByText('Host invited you to be friends')).toBeNull());
    expect(claims()).toHaveLength(0);
    expect(window.localStorage.getItem(INVITE_STORAGE_KEY)).toBeNull();
  });

  it('keeps a code from before sign-in and asks about it on the next visit', async () => {
    window.localStorage.setItem(INVITE_STORAGE_KEY, CODE);
    api = installFakeApi(answers);
    renderRoute(<FriendInvitePage />, '/friends/invite');
    expect(await screen.findByText('Host invited you to be friends')).toBeInTheDocument();
    expect(claims()).toHaveLength(0);
  });

  it('says when the link is not valid, and forgets it', async () => {
    api = installFakeApi({
      ...answers,
      [`GET /api/private/friends/invites/${CODE}`]: { status: 404, code: 'INVITE_INVALID' },
    });
    renderRoute(<FriendInvitePage />, `/friends/invite?code=${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is not valid.');
    await waitFor(() => expect(window.localStorage.getItem(INVITE_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows no question without a code', async () => {
    api = installFakeApi(answers);
    renderRoute(<FriendInvitePage />, '/friends/invite');
    await screen.findByTestId('invite-link');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
