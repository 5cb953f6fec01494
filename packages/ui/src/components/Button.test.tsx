import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssRulesFor } from '../testing/cssRules';
import { Button } from './Button';

describe('Button', () => {
  it('is a type=button that fires onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Login Now</Button>);
    const button = screen.getByRole('button', { name: 'Login Now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and keeps its label', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Register Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Register Now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled, and a disabled primary loses its gold fill', () => {
    render(<Button disabled>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(cssRulesFor(button).join('\n')).toMatch(/:disabled\s*\{[^}]*background: #1C2130/);
  });

  it('has a visible focus ring and can fill its row', () => {
    render(
      <Button variant="secondary" fullWidth>
        Top Up
      </Button>,
    );
    const rules = cssRulesFor(screen.getByRole('button')).join('\n');
    expect(rules).toMatch(/:focus-visible\s*\{[^}]*outline: 2px solid #FFD86B/);
    expect(rules).toContain('width: 100%');
  });

  it('forwards the ref (React 19 ref prop)', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Retry</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Retry' }));
  });
});
