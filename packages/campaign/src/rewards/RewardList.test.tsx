import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@portal/api-client';
import { fakeCampaignCalls, reward } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { RewardList } from './RewardList';

beforeEach(resetKit);

describe('reward list (001 §2 states)', () => {
  it('shows each reward with its state: Completed, Claimed, Coming Soon, and Claim as a button', async () => {
    const api = fakeCampaignCalls({
      rewards: jest.fn().mockResolvedValue([
        reward({ code: 'milestone-10k', state: 'Claim' }),
        reward({
          code: 'milestone-50k',
          state: 'Coming Soon',
          progress: { current: 12_000, target: 50_000 },
        }),
        reward({ code: 'welcome', kind: 'personal', state: 'Completed', claimedCode: 'AE-WELCOME' }),
        reward({ code: 'milestone-5k', state: 'Claimed', claimedCode: 'AE-5K-CODE' }),
      ]),
    });
    renderKit(<RewardList api={api} />);
    expect(
      within(await screen.findByTestId('reward-milestone-10k')).getByRole('button', { name: 'Claim' }),
    ).toBeEnabled();
    expect(screen.getByTestId('reward-milestone-50k')).toHaveTextContent('Coming Soon');
    expect(screen.getByTestId('reward-welcome')).toHaveTextContent('Completed');
    expect(screen.getByTestId('reward-milestone-5k')).toHaveTextContent('Claimed');
    // Every reward's code unlocks an item in the game: that icon, hidden from screen readers.
    const icon = screen.getByTestId('reward-welcome').querySelector('svg[data-prize-icon]');
    expect(icon).toHaveAttribute('data-prize-icon', 'game_item');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('claims a code and opens the claim screen with the code to copy', async () => {
    const rewards = jest
      .fn()
      .mockResolvedValueOnce([reward({ state: 'Claim' })])
      .mockResolvedValue([reward({ state: 'Claimed', claimedCode: 'AE-10K-XYZ' })]);
    const claimReward = jest.fn().mockResolvedValue({
      rewardCode: 'milestone-10k',
      title: '10,000 pre-registrations',
      code: 'AE-10K-XYZ',
      claimedAt: 1,
    });
    renderKit(<RewardList api={fakeCampaignCalls({ rewards, claimReward })} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('reward-code')).toHaveTextContent('AE-10K-XYZ');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('a claim action for a visitor leads to sign-in and back', async () => {
    window.history.pushState({}, '', '/games/official/ash_echoes?lang=en');
    const claimReward = jest
      .fn()
      .mockRejectedValue(
        new ApiRequestError(401, [{ code: 'UNAUTHORIZED', message: 'Please sign in again.' }]),
      );
    const goToSignIn = jest.fn();
    renderKit(
      <RewardList
        api={fakeCampaignCalls({ rewards: jest.fn().mockResolvedValue([reward({})]), claimReward })}
        goToSignIn={goToSignIn}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(goToSignIn).toHaveBeenCalledWith('/login?referrer=%2Fgames%2Fofficial%2Fash_echoes%3Flang%3Den'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the pool ran out of codes', async () => {
    const claimReward = jest
      .fn()
      .mockRejectedValue(new ApiRequestError(409, [{ code: 'REWARD_CODES_EXHAUSTED', message: 'none' }]));
    renderKit(
      <RewardList
        api={fakeCampaignCalls({ rewards: jest.fn().mockResolvedValue([reward({})]), claimReward })}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'All codes of this reward have been handed out.',
    );
  });

  it('shows Retry when the list fails, and the list after it', async () => {
    const rewards = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(500, [{ code: 'INTERNAL_ERROR', message: 'down' }]))
      .mockResolvedValue([]);
    renderKit(<RewardList api={fakeCampaignCalls({ rewards })} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No rewards yet.')).toBeInTheDocument();
  });
});
