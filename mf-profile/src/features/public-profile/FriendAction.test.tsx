import { render, screen } from '@testing-library/react';
import { installFakeApi } from '@portal/api-client/testing';
import { sessionStore, userIdAtom } from '@portal/session';
import { registerTexts } from '../../i18n';
import { FriendAction } from './FriendAction';

beforeAll(() => registerTexts());
let api: ReturnType<typeof installFakeApi>;
afterEach(() => {
  api.restore();
  sessionStore.set(userIdAtom, null);
});

describe('FriendAction', () => {
  it('says "Friends" with a drawn check mark, not a text symbol, when the players are friends', async () => {
    sessionStore.set(userIdAtom, '7');
    api = installFakeApi({
      'GET /api/private/friends/relation/11': { relation: 'friends', requestId: null },
    });
    render(<FriendAction userId={11} nickname="Ana" />);
    const button = await screen.findByRole('button', { name: 'Friends' });
    expect(button).toBeDisabled();
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(button).toHaveTextContent(/^Friends$/);
  });
});
