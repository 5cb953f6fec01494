import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { humanProofStatus } from '@portal/api-client';
import { registerShellTexts } from '../../i18n';
import { HumanProofStatus } from './HumanProofStatus';

beforeAll(() => registerShellTexts());
afterEach(() => act(() => humanProofStatus.set({ kind: 'idle' })));

describe('HumanProofStatus', () => {
  it('shows nothing while idle, and the progress once a solve takes more than a moment', async () => {
    const { container } = render(<HumanProofStatus />);
    expect(container).toBeEmptyDOMElement();
    act(() => humanProofStatus.set({ kind: 'solving', startedAt: Date.now() - 5000, progress: 0.4 }));
    const bar = await screen.findByRole('progressbar', {
      name: 'Checking this request comes from a person…',
    });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('offers Try again when the proof could not be solved', async () => {
    const retry = jest.fn();
    render(<HumanProofStatus />);
    act(() => humanProofStatus.set({ kind: 'failed', retry }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check this request comes from a person.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
