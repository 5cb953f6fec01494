import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, decodePassword, endpointUrl, metadataEndpoints } from '@portal/contracts';
import { forgetPasswordRule, loadPasswordRule } from '@portal/api-client/password-rule';
import { readSessionCookies } from '@portal/session';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fail, fakeApi, ok, sessionAnswer, signedInPlayer } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';

beforeAll(() => registerTexts());
beforeEach(() => {
  resetBrowserState();
  forgetPasswordRule();
});

/** /register, once its form (a chunk of its own) has arrived. */
async function openRegister(path: string) {
  renderRoute(<App />, path);
  await screen.findByRole('button', { name: 'Register Now' });
}

const codeSent = ok({ email: 'new@example.com', expiresInSeconds: 600, resendInSeconds: 60 });

async function fillForm(values: {
  email?: string;
  password?: string;
  confirm?: string;
  code?: string;
  agree?: boolean;
}) {
  const user = userEvent.setup();
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  if (values.code) await user.type(screen.getByLabelText('Verification code'), values.code);
  if (values.agree) await user.click(screen.getByRole('checkbox'));
  return user;
}
/** What the form sent (reading the password rule in force is not sending). */
const sent = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method !== 'GET');
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Register Now' }));

describe('register form (000 §2, §5)', () => {
  it("says 'This field need to be filled' for every empty field and 'Please confirm the agreement'", async () => {
    const api = fakeApi({});
    await openRegister('/register');
    await submit(await fillForm({}));
    expect(await screen.findAllByText('This field need to be filled')).toHaveLength(4);
    expect(screen.getByText('Please confirm the agreement')).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
  });

  it('checks the email format and the 6-character minimum', async () => {
    fakeApi({});
    await openRegister('/register');
    await submit(
      await fillForm({
        email: 'new@example',
        password: '12345',
        confirm: '12345',
        code: '111111',
        agree: true,
      }),
    );
    expect(await screen.findByText('Please provide a valid email')).toBeInTheDocument();
    expect(screen.getByText('You need 6 characters')).toBeInTheDocument();
  });

  it("holds the password to the minimum the operator set, in the catalogue's words", async () => {
    const rule = {
      group: 'COMMON',
      key: 'password_rule',
      version: 1,
      value: '{"minLength":8}',
      updatedAt: 0,
    };
    const api = fakeApi({ [`GET ${endpointUrl(metadataEndpoints.groups)}`]: ok({ COMMON: [rule] }) });
    await openRegister('/register');
    await act(async () => {
      await loadPasswordRule(); // the form's own read of the rule, answered
    });
    const user = await fillForm({
      email: 'new@example.com',
      password: 'abc1234',
      confirm: 'abc1234',
      code: '111111',
      agree: true,
    });
    await submit(user);
    expect(await screen.findByText('You need 8 characters')).toBeInTheDocument();
    expect(api.callsTo('GET', endpointUrl(metadataEndpoints.groups))[0]?.query.get('groups')).toBe('COMMON');
    expect(sent(api)).toHaveLength(0);
  }, 20_000); // the first test of a cold file loads the whole app

  it("says 'Your password doesn't match' under a different confirmation", async () => {
    const api = fakeApi({});
    await openRegister('/register');
    await submit(
      await fillForm({
        email: 'new@example.com',
        password: 'secret1',
        confirm: 'secret2',
        code: '111111',
        agree: true,
      }),
    );
    expect(await screen.findByText("Your password doesn't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(api)).toHaveLength(0);
  });

  it('sends nothing while the agreement is unchecked', async () => {
    const api = fakeApi({});
    await openRegister('/register');
    await submit(
      await fillForm({ email: 'new@example.com', password: 'secret1', confirm: 'secret1', code: '123456' }),
    );
    expect(await screen.findByText('Please confirm the agreement')).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
  });

  it('links the agreement to the terms and the EULA, and shows the Terms of Use link under the modal', async () => {
    fakeApi({});
    await openRegister('/register');
    const checkboxLabel = screen.getByRole('checkbox').closest('label')!;
    expect(checkboxLabel).toHaveTextContent('I agree to the Terms of Use and the EULA');
    expect(
      screen.getAllByRole('link', { name: 'Terms of Use' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/tou', '/tou']);
    expect(screen.getByRole('link', { name: 'EULA' })).toHaveAttribute('href', '/tou#eula');
  });

  it('enables Send only for a valid email, mails the code with the encoded password, then counts down', async () => {
    const api = fakeApi({ [`POST ${endpointUrl(authEndpoints.sendVerificationCode)}`]: codeSent });
    await openRegister('/register');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Click "Send" to get verification code on your email.')).toBeInTheDocument();

    const user = await fillForm({ email: 'new@example.com', password: 'secret1' });
    expect(send).toBeEnabled();
    await user.click(send);

    expect(
      await screen.findByText('Verification code has been sent. Please check your email'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We've sent the verification code. Please check your email."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('send-code')).toHaveTextContent('Resend (60)');
    expect(screen.getByTestId('send-code')).toBeDisabled();
    const [call] = api.callsTo('POST', endpointUrl(authEndpoints.sendVerificationCode));
    expect(decodePassword((call?.body as { password: string }).password)).toBe('secret1');
  });

  it('asks for a valid password before sending a code', async () => {
    const api = fakeApi({});
    await openRegister('/register');
    const user = await fillForm({ email: 'new@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field need to be filled')).toBeInTheDocument();
    expect(
      screen.getByText('Choose your password first: the code is sent together with it.'),
    ).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
  });

  it('shows EMAIL_IS_USED under the email field', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.sendVerificationCode)}`]: codeSent,
      [`POST ${endpointUrl(authEndpoints.register)}`]: fail(
        409,
        'EMAIL_IS_USED',
        'This email is already used',
      ),
    });
    await openRegister('/register');
    const user = await fillForm({ email: 'new@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Resend (60)');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This email is already used');
  });

  it('shows VERIFICATION_CODE_NOT_MATCH under the code field', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.sendVerificationCode)}`]: codeSent,
      [`POST ${endpointUrl(authEndpoints.register)}`]: fail(
        422,
        'VERIFICATION_CODE_NOT_MATCH',
        'Please provide a valid code',
      ),
    });
    await openRegister('/register');
    const user = await fillForm({ email: 'new@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Resend (60)');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide a valid code'),
    );
  });

  it('registers, signs in automatically with the same password and lands on the referrer', async () => {
    const api = fakeApi({
      [`POST ${endpointUrl(authEndpoints.sendVerificationCode)}`]: codeSent,
      [`POST ${endpointUrl(authEndpoints.register)}`]: ok({ userId: 42 }),
      [`POST ${endpointUrl(authEndpoints.login)}`]: sessionAnswer('/vip'),
      [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
    });
    await openRegister('/register?referrer=%2Fvip');
    const user = await fillForm({ email: 'new@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Resend (60)');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await submit(user);

    await waitFor(() => expect(window.location.pathname).toBe('/vip'));
    expect(api.callsTo('POST', endpointUrl(authEndpoints.register))[0]?.body).toEqual({
      email: 'new@example.com',
      code: '123456',
    });
    const login = api.callsTo('POST', endpointUrl(authEndpoints.login))[0]?.body as {
      email: string;
      password: string;
    };
    expect(login.email).toBe('new@example.com');
    expect(decodePassword(login.password)).toBe('secret1');
    expect(readSessionCookies().userId).toBe('42');
  });

  it('asks for a new code when the password changed after Send', async () => {
    const api = fakeApi({ [`POST ${endpointUrl(authEndpoints.sendVerificationCode)}`]: codeSent });
    await openRegister('/register');
    const user = await fillForm({ email: 'new@example.com', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Resend (60)');
    await user.type(screen.getByLabelText('Password'), '-changed');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1-changed');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(
      await screen.findByText('Your password changed after the code was sent. Please send a new code.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', endpointUrl(authEndpoints.register))).toHaveLength(0);
  });

  it('prefills the email a social sign-in found no account for', async () => {
    fakeApi({});
    await openRegister('/register?email=found%40example.com&social=google');
    expect(screen.getByLabelText('Email')).toHaveValue('found@example.com');
  });
});

describe('the Send countdown (000 §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows 'Resend (59)' one second after Send, and Send again at 0", async () => {
    fakeApi({ [`POST ${endpointUrl(authEndpoints.sendVerificationCode)}`]: codeSent });
    await openRegister('/register');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Resend (60)');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Resend (59)');
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Resend (1)');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Send');
    expect(screen.getByTestId('send-code')).toBeEnabled();
  });
});
