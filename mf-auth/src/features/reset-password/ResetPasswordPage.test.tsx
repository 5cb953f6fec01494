import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, decodePassword, endpointUrl } from '@portal/contracts';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fail, fakeApi, ok } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';

beforeAll(() => registerTexts());
beforeEach(resetBrowserState);

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('/reset-password', () => {
  it('saves the new password (encoded) and offers Login Now back to the referrer', async () => {
    const api = fakeApi({
      [`POST ${endpointUrl(authEndpoints.resetPassword)}`]: ok({ email: 'player@example.com' }),
    });
    renderRoute(<App />, '/reset-password?token=tok123&referrer=%2Fvip');
    await choose('new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    const body = api.callsTo('POST', endpointUrl(authEndpoints.resetPassword))[0]?.body as {
      token: string;
      password: string;
    };
    expect(body.token).toBe('tok123');
    expect(decodePassword(body.password)).toBe('new-secret');
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login?referrer=%2Fvip');
  });

  it('checks the 6-character minimum and the confirmation', async () => {
    fakeApi({});
    renderRoute(<App />, '/reset-password?token=tok123');
    await choose('12345', '12345');
    expect(await screen.findByText('You need 6 characters')).toBeInTheDocument();
  });

  it('says when the link is invalid or expired, and offers a new one', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.resetPassword)}`]: fail(400, 'RESET_TOKEN_INVALID', 'invalid'),
    });
    renderRoute(<App />, '/reset-password?token=used');
    await choose('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('says so at once when the link has no token', () => {
    fakeApi({});
    renderRoute(<App />, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});
