import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, endpointUrl } from '@portal/contracts';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fail, fakeApi, ok } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';

beforeAll(() => registerTexts());
beforeEach(resetBrowserState);

describe('/forgot-password', () => {
  it('mails a reset link for the email, returning to the referrer path, and says so', async () => {
    const api = fakeApi({
      [`POST ${endpointUrl(authEndpoints.forgotPassword)}`]: ok({ expiresInSeconds: 1800 }),
    });
    renderRoute(<App />, `/forgot-password?referrer=${encodeURIComponent('http://localhost/vip')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for player@example.com, we have sent it a link to reset the password. The link works once and expires in 30 minutes.',
    );
    expect(api.callsTo('POST', endpointUrl(authEndpoints.forgotPassword))[0]?.body).toEqual({
      email: 'player@example.com',
      referrer: '/vip',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login?referrer=%2Fvip',
    );
  });

  it('drops a referrer of another origin', () => {
    fakeApi({});
    renderRoute(<App />, `/forgot-password?referrer=${encodeURIComponent('https://evil.example/x')}`);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login?referrer=%2Fhub',
    );
  });

  it('validates the email and shows a 429 message', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.forgotPassword)}`]: fail(
        429,
        'RATE_LIMITED',
        'A reset link was just sent. Please wait 59 seconds before asking for another one.',
      ),
    });
    renderRoute(<App />, '/forgot-password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field need to be filled')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'A reset link was just sent. Please wait 59 seconds before asking for another one.',
      ),
    ).toBeInTheDocument();
  });
});
