import { authUserFixture } from '@portal/contracts/testing';
import { embedSessionEndedAtom, sessionStore, tokenAtom } from '@portal/session';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installFakeApi } from '@portal/api-client/testing';
import { registerTexts } from '../../i18n';
import { resetSession, signInWith } from '../../testing/session';
import { EmbedPlayerGate } from './EmbedPlayerGate';

beforeAll(() => registerTexts());
afterEach(() => {
  resetSession();
  sessionStore.set(embedSessionEndedAtom, false);
});

const gate = (requestSignIn?: () => void) => (
  <EmbedPlayerGate shows="gold" requestSignIn={requestSignIn}>
    <p>the player&apos;s gold</p>
  </EmbedPlayerGate>
);

describe('EmbedPlayerGate (a player widget on a studio page)', () => {
  it('asks a signed-out visitor to sign in, and Sign in opens the portal sign-in', async () => {
    const requestSignIn = jest.fn();
    render(gate(requestSignIn));
    expect(await screen.findByRole('status')).toHaveTextContent('Sign in to the portal to see your gold.');
    expect(screen.queryByText("the player's gold")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requestSignIn).toHaveBeenCalledTimes(1);
  });

  it('says the session ended when the portal refused it', async () => {
    sessionStore.set(embedSessionEndedAtom, true);
    render(gate());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your portal session has ended. Please sign in again.',
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('draws the widget for the signed-in player and hides it once they sign out', async () => {
    signInWith({ gold: 1200 });
    render(gate());
    expect(await screen.findByText("the player's gold")).toBeInTheDocument();
    act(() => resetSession());
    expect(await screen.findByRole('status')).toHaveTextContent('Sign in to the portal to see your gold.');
  });

  it('loads the player of a token handed over without them', async () => {
    const api = installFakeApi({ '/api/private/auth/me': authUserFixture({ totalGold: 500 }) });
    try {
      act(() => sessionStore.set(tokenAtom, 'embed-token-0123456789abcdef'));
      render(gate());
      expect(await screen.findByText("the player's gold")).toBeInTheDocument();
      expect(api.requests.map((request) => request.headers.get('Authorization'))).toEqual([
        'Bearer embed-token-0123456789abcdef',
      ]);
    } finally {
      api.restore();
    }
  });
});
