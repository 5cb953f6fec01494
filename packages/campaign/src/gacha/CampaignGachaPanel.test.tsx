import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@portal/api-client';
import type { CampaignGacha } from '@portal/contracts';
import { fakeCampaignCalls } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { CampaignGachaPanel } from './CampaignGachaPanel';

beforeEach(resetKit);

const gacha = (overrides: Partial<CampaignGacha> = {}): CampaignGacha => ({
  startAt: 1_800_000_000,
  isLive: true,
  drawCost: 250,
  prizes: [
    { id: 1, name: 'Echo Crystal ×10', weight: 90, remaining: null },
    { id: 2, name: 'Flagship phone', weight: 1, remaining: 3 },
  ],
  ...overrides,
});
const formatDate = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

describe('campaign gacha panel (001 §1, §4)', () => {
  it('before it goes live: the cost, the prizes and the opening date, no draw button', async () => {
    const api = fakeCampaignCalls({ gacha: jest.fn().mockResolvedValue(gacha({ isLive: false })) });
    renderKit(<CampaignGachaPanel api={api} viewer="42" formatDate={formatDate} />);
    expect(await screen.findByTestId('gacha-opens')).toHaveTextContent('The gacha opens on 2027-01-15.');
    expect(screen.getByText('One draw costs 250 AE Points.')).toBeInTheDocument();
    const prizes = screen.getByRole('list', { name: 'Prizes' });
    expect(prizes).toHaveTextContent('Flagship phone (3 left)');
    // Each prize is a coupon: its icon beside the name, which alone is read out.
    expect(within(prizes).getAllByRole('listitem')[0]!.querySelector('svg')).toHaveAttribute(
      'data-prize-icon',
      'coupon',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("names the points as the campaign's texts do, and plain Points without a campaign", async () => {
    const api = fakeCampaignCalls({ gacha: jest.fn().mockResolvedValue(gacha({ isLive: false })) });
    renderKit(<CampaignGachaPanel api={api} viewer="42" formatDate={formatDate} />, { campaign: false });
    expect(await screen.findByText('One draw costs 250 Points.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    const api = fakeCampaignCalls({ gacha: jest.fn().mockResolvedValue(gacha()) });
    renderKit(<CampaignGachaPanel api={api} viewer={null} formatDate={formatDate} />);
    expect(
      await screen.findByText('Sign in and pre-register to draw with your AE Points.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws: shows the prize, its coupon and the balance, and tells the points summary', async () => {
    const onPointsChanged = jest.fn();
    const api = fakeCampaignCalls({
      gacha: jest.fn().mockResolvedValue(gacha()),
      drawGacha: jest.fn().mockResolvedValue({
        drawId: 7,
        prizeName: 'Echo Crystal ×10',
        couponCode: 'AE-GACHA-0007',
        pointsSpent: 250,
        balance: 500,
        createdAt: 1_800_000_100,
      }),
    });
    renderKit(
      <CampaignGachaPanel api={api} viewer="42" formatDate={formatDate} onPointsChanged={onPointsChanged} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Draw for 250 AE Points' }));
    const result = await screen.findByTestId('gacha-result');
    expect(result).toHaveTextContent('You won Echo Crystal ×10!');
    expect(screen.getByTestId('reward-code')).toHaveTextContent('AE-GACHA-0007');
    expect(result).toHaveTextContent('AE Points left: 500');
    expect(onPointsChanged).toHaveBeenCalledTimes(1);
  });

  it('says why a draw was refused and changes nothing', async () => {
    const onPointsChanged = jest.fn();
    const api = fakeCampaignCalls({
      gacha: jest.fn().mockResolvedValue(gacha()),
      drawGacha: jest
        .fn()
        .mockRejectedValue(new ApiRequestError(422, [{ code: 'INSUFFICIENT_POINTS', message: 'no' }])),
    });
    renderKit(
      <CampaignGachaPanel api={api} viewer="42" formatDate={formatDate} onPointsChanged={onPointsChanged} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Draw for 250 AE Points' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need more AE Points for this draw.');
    expect(screen.queryByTestId('gacha-result')).not.toBeInTheDocument();
    expect(onPointsChanged).not.toHaveBeenCalled();
  });
});
