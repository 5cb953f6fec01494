import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@portal/api-client';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';
import { isSignedInAtom, sessionStore, tokenAtom, userAtom } from '@portal/session';
import { fakeCampaignCalls, preRegisteredStatus } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { PreRegistrationFlow } from './PreRegistrationFlow';

const TOKEN = 'token-0123456789abcdef0123456789abcdef';
const session = { token: TOKEN, userId: 42, expiresAt: 2_000_000_000, referrer: '/hub' };
const links = {
  terms: '/games/tnc/terms',
  eula: '/terms',
  forgotPassword: '/forgot-password',
  socialSignIn: '/login',
};
const versions = { termsVersion: '2020-01-01', eulaVersion: '2020-01-01' };

beforeEach(resetKit);

const renderFlow = (api: ReturnType<typeof fakeCampaignCalls>) =>
  renderKit(
    <PreRegistrationFlow
      api={api}
      versions={versions}
      links={links}
      channel="website"
      inviteCode="FRIEND42"
    />,
  );

describe('pre-registration flow (001 §2)', () => {
  it('asks for a valid email with the spec prompt and the catalogue message', async () => {
    const api = fakeCampaignCalls();
    renderFlow(api);
    expect(screen.getByText('input a valid email address to receive your rewards')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please provide a valid email')).toBeInTheDocument();
    expect(api.checkEmail).not.toHaveBeenCalled();
  });

  it('takes a new visitor through password, OTP and consent to the coupon', async () => {
    const api = fakeCampaignCalls({
      checkEmail: jest.fn().mockResolvedValue({ email: 'new@player.test', accountExists: false }),
      sendCode: jest
        .fn()
        .mockResolvedValue({ email: 'new@player.test', expiresInSeconds: 600, resendInSeconds: 60 }),
      verify: jest.fn().mockResolvedValue(session),
      status: jest.fn().mockResolvedValue(preRegisteredStatus({ preRegistered: false, coupon: null })),
      consent: jest.fn().mockResolvedValue(preRegisteredStatus()),
    });
    renderFlow(api);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@player.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Each step the player moves to takes focus on its heading and is announced.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Create your account' })).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByTestId('step-announcer')).toHaveTextContent('Create your account'),
    );

    await user.type(await screen.findByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc124');
    await user.click(screen.getByRole('button', { name: 'Continue to OTP' }));
    expect(await screen.findByText("doesn't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Continue to OTP' }));

    expect(await screen.findByText("didn't receive the code")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'resend in 60s' })).toBeDisabled();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Signed in by the API's HttpOnly cookie: the store knows the player, scripts never hold the token.
    await waitFor(() => expect(sessionStore.get(isSignedInAtom)).toBe(true));
    expect(sessionStore.get(tokenAtom)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Pre-register' }));
    expect(await screen.findAllByText('Please confirm the agreement')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /EULA/ }));
    await user.click(screen.getByRole('button', { name: 'Pre-register' }));

    await waitFor(() =>
      expect(api.consent).toHaveBeenCalledWith({
        agreeTerms: true,
        agreeEula: true,
        ...versions,
        inviteCode: 'FRIEND42',
        channel: 'website',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'view my coupon' }));
    expect(screen.getByTestId('reward-code')).toHaveTextContent('AE-WELCOME-7Q2K');
  }, 30_000);

  it("shows 'Minimum {length} characters of letters and numbers' under the password, the minimum of the portal's rule", async () => {
    const api = fakeCampaignCalls({
      checkEmail: jest.fn().mockResolvedValue({ email: 'new@player.test', accountExists: false }),
    });
    renderFlow(api);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@player.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      `Minimum ${PASSWORD_MIN_LENGTH} characters of letters and numbers`,
    );
    await user.type(password, 'a'.repeat(PASSWORD_MIN_LENGTH - 1));
    await user.click(screen.getByRole('button', { name: 'Continue to OTP' }));
    expect(await screen.findByText('You need 6 characters')).toBeInTheDocument();
  });

  it('logs an existing player in, with Forgot password? on the way', async () => {
    const api = fakeCampaignCalls({
      checkEmail: jest.fn().mockResolvedValue({ email: 'demo@player.test', accountExists: true }),
      login: jest
        .fn()
        .mockRejectedValueOnce(
          new ApiRequestError(401, [{ code: 'INVALID_AUTH_CREDENTIAL', message: 'no' }]),
        ),
    });
    renderFlow(api);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'demo@player.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.type(screen.getByLabelText('Password'), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Username and password provided does not match our records'),
    ).toBeInTheDocument();
  });

  it('signs out within the flow on "not you / change account"', async () => {
    sessionStore.set(tokenAtom, TOKEN);
    sessionStore.set(userAtom, authUserFixture({ nickname: 'Rival', email: 'rival@player.test' }));
    renderFlow(
      fakeCampaignCalls({
        status: jest.fn().mockResolvedValue(preRegisteredStatus({ preRegistered: false, coupon: null })),
      }),
    );
    expect(await screen.findByText('Signed in as Rival (rival@player.test).')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not you? Change account' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(sessionStore.get(tokenAtom)).toBeNull();
  });

  it('shows Retry when the pre-registration cannot be read', async () => {
    sessionStore.set(tokenAtom, TOKEN);
    const status = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(500, [{ code: 'INTERNAL_ERROR', message: 'down' }]))
      .mockResolvedValue(preRegisteredStatus());
    renderFlow(fakeCampaignCalls({ status }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'view my coupon' })).toBeInTheDocument();
  });
});
