import { fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import type { VipProgress } from '@portal/contracts';
import { registerTexts } from '../../i18n';
import { resetSession, signInWith } from '../../testing/session';
import { VipRankCard } from './VipRankCard';

beforeAll(() => registerTexts());
afterEach(async () => {
  resetSession();
  await changeLanguage('en');
});

// 1 January 2027 00:00 UTC + 7 days: the downgrade date reads 'Jan 8th 2027'.
const cycle = {
  endAt: 1_798_761_600,
  downgradeAt: 1_799_366_400,
  vipRewards: [
    { level: 1 as const, minimumExp: 2000 },
    { level: 2 as const, minimumExp: 10_000 },
  ],
};
const progress = (over: Partial<VipProgress>): VipProgress => ({
  currentLevel: 0,
  eligibleLevel: 0,
  totalExp: 0,
  currentVIPCycle: null,
  ...over,
});

describe('VIP rank card, profile variant (000 §2, §9; XP rate 10)', () => {
  it.each([
    [
      'no level',
      progress({ totalExp: 500 }),
      'No VIP yet',
      'Unlock VIP Silver',
      '500 / 2,000 XP',
      'Transfer needed to reach Silver: 15,000 Gold',
      null,
    ],
    [
      'no level, eligible for Gold',
      progress({ eligibleLevel: 2, totalExp: 1000, nextExpNeedForVipUp: 10_000 }),
      'No VIP yet',
      'You are eligible for VIP Gold',
      '1,000 / 10,000 XP',
      'Transfer needed to reach Gold: 90,000 Gold',
      null,
    ],
    [
      'silver',
      progress({ currentLevel: 1, totalExp: 2200, nextExpNeedForVipUp: 10_000, currentVIPCycle: cycle }),
      'VIP Silver',
      '7,800 XP to VIP Gold',
      '2,200 / 10,000 XP',
      'Transfer needed to reach Gold: 78,000 Gold',
      'Jan 8th 2027',
    ],
    [
      'gold below the requirement',
      progress({ currentLevel: 2, totalExp: 4000, nextExpNeedForVipUp: 10_000, currentVIPCycle: cycle }),
      'VIP Gold',
      '6,000 XP to keep VIP Gold',
      '4,000 / 10,000 XP',
      'Transfer needed to keep Gold: 60,000 Gold',
      'Jan 8th 2027',
    ],
    [
      'gold at the top',
      progress({ currentLevel: 2, totalExp: 12_000, nextExpNeedForVipUp: 10_000, currentVIPCycle: cycle }),
      'VIP Gold',
      'Congratulations! You are at the top tier.',
      '12,000 / 10,000 XP',
      null,
      'Jan 8th 2027',
    ],
  ])('%s', (_, given, level, state, xp, transfer, downgrade) => {
    render(<VipRankCard progress={given} />);
    expect(screen.getByText(level)).toBeInTheDocument();
    expect(screen.getByTestId('vip-rank-state')).toHaveTextContent(state);
    expect(screen.getByText(xp)).toBeInTheDocument();
    if (transfer) expect(screen.getByTestId('vip-transfer-needed')).toHaveTextContent(transfer);
    else expect(screen.queryByTestId('vip-transfer-needed')).toBeNull();
    if (downgrade)
      expect(screen.getByTestId('vip-downgrade')).toHaveTextContent(
        `Your rank can be downgraded on ${downgrade}`,
      );
    else expect(screen.queryByTestId('vip-downgrade')).toBeNull();
    expect(screen.getByRole('link', { name: 'See Benefits' })).toHaveAttribute('href', '/vip');
    expect(screen.getByRole('link', { name: 'Open My VIP' })).toHaveAttribute('href', '/vip');
    expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toBeInTheDocument();
  });

  it('uses the 2000 XP default when the requirement is missing, and the configured rate', () => {
    render(<VipRankCard progress={progress({ currentLevel: 1, totalExp: 1500 })} expRate={25} />);
    expect(screen.getByText('1,500 / 2,000 XP')).toBeInTheDocument();
    expect(screen.getByTestId('vip-transfer-needed')).toHaveTextContent('12,500 Gold');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('carousel variant: the slide without the transfer line; reads the session player by default', () => {
    signInWith(
      { level: 1 },
      { vipProgress: progress({ currentLevel: 1, totalExp: 100, nextExpNeedForVipUp: 10_000 }) },
    );
    render(<VipRankCard variant="carousel" />);
    expect(screen.getByTestId('vip-rank-card')).toHaveAttribute('data-variant', 'carousel');
    expect(screen.getByTestId('vip-rank-state')).toHaveTextContent('9,900 XP to VIP Gold');
    expect(screen.queryByTestId('vip-transfer-needed')).toBeNull();
  });

  it("at level 0 names the next rank, and 'the Gold minimum XP is also multiplied by this rate'", () => {
    render(<VipRankCard progress={progress({ totalExp: 500, currentVIPCycle: cycle })} />);
    expect(screen.getByTestId('vip-transfer-needed')).toHaveTextContent(
      'Transfer needed to reach Silver: 15,000 Gold',
    );
    expect(screen.getByTestId('vip-gold-minimum')).toHaveTextContent(
      'VIP Gold takes 10,000 XP: 100,000 Gold transferred',
    );
  });

  it("a visitor's card: 'Unlock VIP Silver' with its sign-in action, back to the page after", () => {
    window.history.pushState({}, '', '/vip/details');
    render(
      <VipRankCard
        progress={progress({ nextExpNeedForVipUp: 2000 })}
        goldMinimumExp={10_000}
        expRate={10}
        signIn
      />,
    );
    expect(screen.getByTestId('vip-rank-state')).toHaveTextContent('Unlock VIP Silver');
    expect(screen.getByTestId('vip-gold-minimum')).toHaveTextContent('100,000 Gold');
    expect(screen.queryByRole('link', { name: 'See Benefits' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(window.location.pathname + window.location.search).toBe('/login?referrer=%2Fvip%2Fdetails');
  });

  it('renders nothing for a visitor without progress', () => {
    const { container } = render(<VipRankCard />);
    expect(container).toBeEmptyDOMElement();
  });
});
