import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, type AuthUser, endpointUrl } from '@portal/contracts';
import { sessionStore, startSession, userAtom } from '@portal/session';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fail, fakeApi, ok, signedInPlayer, TOKEN } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';

const withoutEmail = { ...signedInPlayer, email: '', emailVerified: false };

beforeAll(() => registerTexts());
beforeEach(() => {
  resetBrowserState();
  startSession({ token: TOKEN, userId: 42 });
});

describe('/verification/email', () => {
  it('adds an email to an account that has none and verifies it with the mailed code', async () => {
    let current: AuthUser = withoutEmail;
    const api = fakeApi({
      [`GET ${endpointUrl(authEndpoints.me)}`]: () => ok(current),
      [`POST ${endpointUrl(authEndpoints.emailVerificationCode)}`]: ok({
        email: 'found@example.com',
        expiresInSeconds: 600,
        resendInSeconds: 60,
      }),
      [`POST ${endpointUrl(authEndpoints.verifyEmail)}`]: () => {
        current = { ...signedInPlayer, email: 'found@example.com' };
        return ok({ email: 'found@example.com' });
      },
    });
    renderRoute(<App />, '/verification/email?referrer=%2Fvip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    await screen.findByLabelText('Email');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'found@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Verification code has been sent. Please check your email'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(api.callsTo('POST', endpointUrl(authEndpoints.verifyEmail))[0]?.body).toEqual({
      email: 'found@example.com',
      code: '123456',
    });
    expect(sessionStore.get(userAtom)?.email).toBe('found@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(window.location.pathname).toBe('/vip');
  });

  it('shows EMAIL_IS_USED under the email field', async () => {
    fakeApi({
      [`GET ${endpointUrl(authEndpoints.me)}`]: ok(withoutEmail),
      [`POST ${endpointUrl(authEndpoints.emailVerificationCode)}`]: fail(
        409,
        'EMAIL_IS_USED',
        'This email is already used',
      ),
    });
    renderRoute(<App />, '/verification/email');
    await screen.findByLabelText('Email');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already used'),
    );
  });

  it('tells a player with a verified email so', async () => {
    fakeApi({});
    act(() => sessionStore.set(userAtom, signedInPlayer));
    renderRoute(<App />, '/verification/email');
    expect(screen.getByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'player@example.com is the verified email of your account.',
    );
  });
});
