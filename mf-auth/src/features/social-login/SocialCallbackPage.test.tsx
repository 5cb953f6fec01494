import { screen, waitFor } from '@testing-library/react';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { authEndpoints, type SsoResult, endpointUrl } from '@portal/contracts';
import { readSessionCookies } from '@portal/session';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fail, fakeApi, ok, signedInPlayer, TOKEN } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';
import { listenForSsoResult } from './ssoChannel';

Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });

const socialSession = (needsEmail = false) =>
  ok({ token: TOKEN, userId: 42, expiresAt: 2_000_000_000, referrer: '/vip', needsEmail });

beforeAll(() => registerTexts());
beforeEach(resetBrowserState);

describe('/auth/login/social/:type (the provider sends the player back here)', () => {
  it('hands the result to the opener over the BroadcastChannel and closes the popup', async () => {
    const api = fakeApi({
      [`POST ${endpointUrl(authEndpoints.socialCallback, { type: 'google' })}`]: socialSession(),
    });
    const results: SsoResult[] = [];
    const stop = listenForSsoResult((result) => results.push(result));
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);

    renderRoute(<App />, '/auth/login/social/google?code=the-code&state=the-state');

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(results).toEqual([{ status: 'success', targetUrl: '/vip', userId: 42 }]);
    expect(
      api.callsTo('POST', endpointUrl(authEndpoints.socialCallback, { type: 'google' }))[0]?.body,
    ).toEqual({
      code: 'the-code',
      state: 'the-state',
    });
    // The API set the HttpOnly session cookie; the page only keeps the readable user id.
    expect(readSessionCookies()).toMatchObject({ token: null, userId: '42' });
    stop();
    close.mockRestore();
  });

  it("reports the provider's access_denied as 'Cancelled'", async () => {
    const api = fakeApi({});
    const results: SsoResult[] = [];
    const stop = listenForSsoResult((result) => results.push(result));
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    renderRoute(<App />, '/auth/login/social/discord?error=access_denied&state=s');
    await waitFor(() => expect(results).toEqual([{ status: 'error', message: 'Cancelled' }]));
    expect(api.calls).toHaveLength(0);
    stop();
    close.mockRestore();
  });

  describe('without an opener (the mobile full-page flow)', () => {
    it('finishes the sign-in itself and goes to the target', async () => {
      fakeApi({
        [`POST ${endpointUrl(authEndpoints.socialCallback, { type: 'google' })}`]: socialSession(),
        [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
      });
      renderRoute(<App />, '/auth/login/social/google?code=c&state=s');
      expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/vip'), { timeout: 3000 });
    });

    it('sends an account without email to /verification/email first', async () => {
      fakeApi({
        [`POST ${endpointUrl(authEndpoints.socialCallback, { type: 'tiktok' })}`]: socialSession(true),
        [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
      });
      renderRoute(<App />, '/auth/login/social/tiktok?code=c&state=s');
      await waitFor(
        () =>
          expect(`${window.location.pathname}${window.location.search}`).toBe(
            '/verification/email?referrer=%2Fvip',
          ),
        {
          timeout: 3000,
        },
      );
    });

    it("shows 'SSO Cancelled' for a cancelled sign-in", async () => {
      fakeApi({});
      renderRoute(<App />, '/auth/login/social/google?error=access_denied');
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('SSO Cancelled');
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    });

    it("shows 'Error Redirect SSO' for 'Code Expired'", async () => {
      fakeApi({
        [`POST ${endpointUrl(authEndpoints.socialCallback, { type: 'google' })}`]: fail(
          400,
          'SSO_FAILED',
          'Code Expired',
        ),
      });
      renderRoute(<App />, '/auth/login/social/google?code=c&state=s');
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Error Redirect SSO');
    });

    it('takes EMAIL_CANT_RETRIEVE to the register form with its message', async () => {
      fakeApi({
        [`POST ${endpointUrl(authEndpoints.socialCallback, { type: 'google' })}`]: fail(
          422,
          'EMAIL_CANT_RETRIEVE',
          'EMAIL_CANT_RETRIEVE',
        ),
      });
      renderRoute(<App />, '/auth/login/social/google?code=c&state=s');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: "Let's register your account" },
          { timeout: 3000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'We could not retrieve your email address, please enter your email to register.',
      );
    });

    it("takes 'User Not Found' to /register", async () => {
      fakeApi({
        [`POST ${endpointUrl(authEndpoints.socialCallback, { type: 'google' })}`]: fail(
          404,
          'SSO_FAILED',
          'User Not Found',
        ),
      });
      renderRoute(<App />, '/auth/login/social/google?code=c&state=s');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: "Let's register your account" },
          { timeout: 3000 },
        ),
      ).toBeInTheDocument();
    });
  });
});
