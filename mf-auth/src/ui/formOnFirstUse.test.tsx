import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginForm as LoginValues } from '@portal/contracts';
import { messages } from '@portal/contracts';
import { LoginFormBinder } from '../features/login/loginFormBinder';
import { useFormOnFirstUse } from './formOnFirstUse';

/** A loader the test lets finish when it chooses: the binder chunk still on the wire until then. */
function slowBinder() {
  let arrive = () => {};
  const arrived = new Promise<typeof LoginFormBinder>((resolve) => {
    arrive = () => resolve(LoginFormBinder);
  });
  const load = jest.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

function SignInForm({
  load,
  onValid,
}: {
  load: () => Promise<typeof LoginFormBinder>;
  onValid: (values: LoginValues) => Promise<void>;
}) {
  const { binder, formProps, field, errors } = useFormOnFirstUse(load, onValid);
  return (
    <form {...formProps} noValidate aria-label="Sign in">
      {binder}
      <label>
        Email <input {...field('email')} />
      </label>
      {errors.email && <p role="alert">{errors.email}</p>}
      <label>
        Password <input type="password" {...field('password')} />
      </label>
      {errors.password && <p role="alert">{errors.password}</p>}
      <button type="submit">Login Now</button>
    </form>
  );
}

describe('a form whose library arrives on first use', () => {
  it('asks for the library only once the form is used', async () => {
    const { load } = slowBinder();
    render(<SignInForm load={load} onValid={jest.fn()} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed before it arrived, and the focus, and validates the whole of it', async () => {
    const { load, arrive } = slowBinder();
    const onValid = jest.fn(async () => {});
    render(<SignInForm load={load} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'player@exam');
    await arrive();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('ple.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'player@example.com', password: 'secret1' });
  });

  it('holds a submit made before it arrived and shows the validation messages once it has', async () => {
    const { load, arrive } = slowBinder();
    const onValid = jest.fn(async () => {});
    render(<SignInForm load={load} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await arrive();
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      messages.required,
      messages.minLength6,
    ]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends a submit held before it arrived once the typed values are valid', async () => {
    const { load, arrive } = slowBinder();
    const onValid = jest.fn(async () => {});
    render(<SignInForm load={load} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(onValid).not.toHaveBeenCalled();
    await arrive();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ email: 'player@example.com', password: 'secret1' });
  });
});
