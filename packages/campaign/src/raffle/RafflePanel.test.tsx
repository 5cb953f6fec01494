import { screen } from '@testing-library/react';
import type { Raffle, RaffleMe } from '@portal/contracts';
import { fakeCampaignCalls } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { RafflePanel } from './RafflePanel';

beforeEach(resetKit);

const participant = (overrides: Partial<RaffleMe> = {}): RaffleMe => ({
  eligible: true,
  entered: true,
  lotteryNumber: 42,
  prizeName: null,
  winnerStatus: null,
  responseDeadline: null,
  ...overrides,
});
const raffle = (overrides: Partial<Raffle>): Raffle => ({
  phase: 'drawn',
  prizes: [{ id: 1, name: 'Flagship phone', description: 'A flagship phone', quantity: 1, imageUrl: null }],
  entryCount: 2,
  announcedAt: 1_767_225_600,
  responseDeadline: 1_768_435_200,
  winners: [
    { lotteryNumber: 7, nickname: 'Rival', prizeName: 'Flagship phone', status: 'awaiting_response' },
  ],
  me: participant(),
  ...overrides,
});

const show = (given: Raffle) =>
  renderKit(
    <RafflePanel
      api={fakeCampaignCalls({ raffle: jest.fn().mockResolvedValue(given) })}
      viewer="42"
      formatDate={() => 'Jan 15th 2026'}
    />,
  );

// The first render loads the kit's texts: generous on a busy machine.
const subtitle = () => screen.findByTestId('raffle-subtitle', {}, { timeout: 5000 });

describe('raffle panel (001 §4)', () => {
  it('before the draw every participant sees the thank-you subtitle', async () => {
    show(raffle({ phase: 'entry_open', winners: [], announcedAt: null }));
    expect(await subtitle()).toHaveTextContent('Thank you for joining the raffle. Good luck!');
  });

  it('lists each prize by name beside the icon of goods shipped to the winner', async () => {
    show(raffle({ phase: 'entry_open', winners: [], announcedAt: null }));
    const prize = (await screen.findByText(/Flagship phone × 1/)).closest('li')!;
    expect(prize).toHaveTextContent(/^Flagship phone × 1$/);
    expect(prize.querySelector('svg[data-prize-icon="shipped_item"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it("after the draw every participant's thank-you subtitle changes to the congratulations subtitle", async () => {
    show(raffle({}));
    expect(await subtitle()).toHaveTextContent(
      'Congratulations! The draw is done and the winners are announced.',
    );
    expect(screen.queryByTestId('raffle-prize')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).toBeNull();
  });

  it('winners additionally see their prize and the address form', async () => {
    show(
      raffle({
        me: participant({
          prizeName: 'Flagship phone',
          winnerStatus: 'awaiting_response',
          responseDeadline: 1_768_435_200,
        }),
      }),
    );
    expect(await subtitle()).toHaveTextContent('Congratulations!');
    expect(screen.getByTestId('raffle-prize')).toHaveTextContent(
      'Your lottery number 42 won Flagship phone.',
    );
    expect(screen.getByRole('form', { name: 'Shipping address' })).toBeInTheDocument();
  });
});
