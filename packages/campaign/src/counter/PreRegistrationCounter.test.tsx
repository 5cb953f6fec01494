import { act, screen } from '@testing-library/react';
import { fakeCampaignCalls } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { PreRegistrationCounter } from './PreRegistrationCounter';

beforeEach(resetKit);

describe('PreRegistrationCounter', () => {
  it('keeps its label and source in place while the total loads, then shows the total', async () => {
    let answer: (counter: { total: number }) => void = () => undefined;
    const api = fakeCampaignCalls({
      counter: jest.fn(() => new Promise((resolve) => (answer = resolve as typeof answer))),
    } as never);
    renderKit(<PreRegistrationCounter api={api} />);

    // The loading state has the loaded counter's lines, so nothing below the counter moves.
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    const label = screen.getByText('Total pre-registrations');
    expect(screen.queryByTestId('pre-registration-total')).toBeNull();

    await act(async () => answer({ total: 1234567 }));
    expect(screen.getByTestId('pre-registration-total')).toHaveTextContent('1,234,567');
    expect(screen.getByText('Total pre-registrations')).toBe(label);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it("below the campaign's threshold invites players to be first instead of showing a small total", async () => {
    const api = fakeCampaignCalls({
      counter: jest.fn().mockResolvedValue({ total: 0, sources: [] }),
    } as never);
    renderKit(<PreRegistrationCounter api={api} showFrom={1000} />);
    expect(await screen.findByText('Be among the first to join')).toBeInTheDocument();
    expect(screen.getByText('Pre-registration is open')).toBeInTheDocument();
    expect(screen.queryByText('Total pre-registrations')).toBeNull();
    expect(screen.queryByTestId('pre-registration-total')).toBeNull();
  });

  it('shows the total once it reaches the threshold', async () => {
    const api = fakeCampaignCalls({
      counter: jest.fn().mockResolvedValue({ total: 1000, sources: [] }),
    } as never);
    renderKit(<PreRegistrationCounter api={api} showFrom={1000} />);
    expect(await screen.findByTestId('pre-registration-total')).toHaveTextContent('1,000');
  });
});
