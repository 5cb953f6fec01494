import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@portal/federation/testing';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fakeApi } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';
import { AuthModal } from './AuthModal';

beforeAll(() => registerTexts());
beforeEach(() => {
  resetBrowserState();
  fakeApi({});
});

describe('the login and register modal as a page (/login, /register)', () => {
  it("is 'Welcome Back!' with email, password, Login Now, Forgot password and Register Now on /login", () => {
    renderRoute(<App />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/tou');
  });

  it('is "Let\'s register your account" on /register, with a Login link keeping the referrer', async () => {
    renderRoute(<App />, '/register?referrer=%2Fvip');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's register your account" }),
    ).toBeInTheDocument();
    // The page shows with its form (its chunk arrived first): nothing moves when the form arrives.
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?referrer=%2Fvip');
  });

  it('resets the forms whenever the mode changes', async () => {
    const user = userEvent.setup();
    renderRoute(<App />, '/login');
    await user.type(screen.getByLabelText('Email'), 'typed@example.com');
    await user.click(screen.getByRole('link', { name: 'Register Now' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('Email'), 'other@example.com');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

function DialogHost({ defaultMode }: { defaultMode?: 'LOGIN' | 'REGISTER' }) {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        Open sign-in
      </button>
      <AuthModal open={open} onClose={() => setOpen(false)} defaultMode={defaultMode} />
    </MemoryRouter>
  );
}

describe('the login and register modal as a dialog', () => {
  it('opens in LOGIN mode by default, or in the mode passed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DialogHost />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
    unmount();
    render(<DialogHost defaultMode="REGISTER" />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    expect(screen.getByRole('dialog', { name: "Let's register your account" })).toBeInTheDocument();
  });

  it('switches mode with its links and starts fresh each time it opens', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.type(screen.getByLabelText('Email'), 'typed@example.com');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(screen.getByRole('dialog', { name: "Let's register your account" })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('Email'), 'again@example.com');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
