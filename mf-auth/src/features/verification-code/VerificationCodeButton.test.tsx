import { render, screen } from '@testing-library/react';
import { VerificationCodeButton } from './VerificationCodeButton';

const renderButton = (props: Partial<Parameters<typeof VerificationCodeButton>[0]> = {}) =>
  render(
    <VerificationCodeButton
      email="player@example.com"
      remaining={0}
      submitting={false}
      sending={false}
      onSend={jest.fn()}
      {...props}
    />,
  );

describe('VerificationCodeButton (000 §4)', () => {
  it('is enabled with a valid email, no countdown and no submit in progress', () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it.each([
    ['an empty email', { email: '' }],
    ['an invalid email', { email: 'player@' }],
    ['a running countdown', { remaining: 12 }],
    ['a submit in progress', { submitting: true }],
  ])('is disabled with %s', (_case, props) => {
    renderButton(props);
    expect(screen.getByTestId('send-code')).toBeDisabled();
  });

  it("reads 'Resend (N)' while counting down", () => {
    renderButton({ remaining: 42 });
    expect(screen.getByTestId('send-code')).toHaveTextContent('Resend (42)');
  });
});
