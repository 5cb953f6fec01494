import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@portal/i18n';
import { languageAtom, sessionStore } from '@portal/session';
import { installFakeApi } from '@portal/api-client/testing';
import { registerTexts } from '../../i18n';
import { inWebview, resetSession, signInWith } from '../../testing/session';
import { GoldBalanceWidget } from './GoldBalanceWidget';
import type { GoldBalanceVariant } from './balanceRules';

beforeAll(() => registerTexts());
afterEach(async () => {
  resetSession();
  await changeLanguage('en');
});

const widget = () => screen.getByTestId('gold-balance-widget');

describe('gold balance widget: each variant’s actions and links (000 §2)', () => {
  it.each([
    ['default', 1, false, [['Top Up', '/topup']]],
    ['menu', 1, false, [['Top Up', '/topup']]],
    [
      'transfer',
      1,
      false,
      [
        ['Top Up', '/topup'],
        ['Transfer Now', '/transfer'],
      ],
    ],
    ['transfer', 1, true, [['Transfer Now', '/transfer-webview']]],
    ['transfer-v2', 0, false, [['Top Up', '/topup']]],
    ['my-vip', 0, false, [['Unlock VIP Gold or Silver', '/vip']]],
    ['my-vip', 2, false, [['See Details', '/vip']]],
  ] as const)('%s at level %i (webview %s) links %j', (variant, level, webview, links) => {
    signInWith({ gold: 1200, bound: 0, level });
    if (webview) inWebview();
    render(<GoldBalanceWidget variant={variant as GoldBalanceVariant} />);
    expect(within(widget()).getByText('My Gold')).toBeInTheDocument();
    for (const [label, href] of links) {
      expect(within(widget()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('level-gold is one link to /vip', () => {
    signInWith({ gold: 1200, level: 2 });
    render(<GoldBalanceWidget variant="level-gold" />);
    expect(screen.getByRole('link', { name: 'My Gold: open My VIP' })).toHaveAttribute('href', '/vip');
  });

  it('on /vip nothing leads back to /vip: the gold-level card opens the gold dialog, See Details /vip/details, Unlock /topup', async () => {
    signInWith({ gold: 1200, level: 2 });
    const { unmount } = render(<GoldBalanceWidget variant="level-gold" onVipPage />);
    expect(screen.queryByRole('link', { name: 'My Gold: open My VIP' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /My Gold: see the details/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    unmount();

    const { unmount: again } = render(<GoldBalanceWidget variant="my-vip" vipLevel={2} onVipPage />);
    expect(within(widget()).getByRole('link', { name: 'See Details' })).toHaveAttribute(
      'href',
      '/vip/details',
    );
    again();
    render(<GoldBalanceWidget variant="my-vip" vipLevel={0} onVipPage />);
    expect(within(widget()).getByRole('link', { name: 'Unlock VIP Gold or Silver' })).toHaveAttribute(
      'href',
      '/topup',
    );
  });

  it('in a webview Top Up reads Get More and opens the top-up popup for the game', async () => {
    const api = installFakeApi({
      '/api/public/topup/packages': [
        {
          code: 'gold_1000',
          name: '1,000 Gold',
          priceCents: 1000,
          currency: 'USD',
          gold: 1000,
          bonusBoundGold: 0,
        },
      ],
    });
    signInWith({ gold: 10 });
    inWebview('moonlight_saga');
    render(<GoldBalanceWidget />);
    expect(screen.queryByRole('link', { name: 'Top Up' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get More' }));
    const popup = await screen.findByTestId('topup-popup');
    expect(await within(popup).findByText('For Moonlight Saga')).toBeInTheDocument();
    expect(await within(popup).findByRole('link', { name: /1,000 Gold/ })).toHaveAttribute(
      'href',
      '/topup/item?package=gold_1000&game=moonlight_saga',
    );
    api.restore();
  });
});

describe('bound gold: dimmed unless usable, with the spec’s notes', () => {
  it.each([
    [300, 0, true, 'Topup and Transfer any amount to use 300 ($3.00) Gold (Bound)'],
    [300, 1, false, 'Bound Gold will be used automatically and combined with Gold'],
    [0, 2, true, 'Bound Gold will be used automatically and combined with Gold'],
    [0, 0, true, null],
  ] as const)('bound %i at level %i: dimmed %s, note %s', (bound, level, dimmed, note) => {
    signInWith({ gold: 50, bound, level });
    render(<GoldBalanceWidget />);
    expect(screen.getByTestId('balance-bound')).toHaveAttribute('data-dimmed', String(dimmed));
    if (note) expect(screen.getByTestId('balance-note')).toHaveTextContent(note);
    else expect(screen.queryByTestId('balance-note')).toBeNull();
  });

  it.each(['menu', 'transfer-v2'] as const)(
    "the compact %s variant shows the bound-gold notes too: 'Topup and Transfer any amount to use {bound} (${dollar}) Gold (Bound)'",
    (variant) => {
      signInWith({ gold: 50, bound: 300, level: 0 });
      render(<GoldBalanceWidget variant={variant} />);
      expect(screen.getByTestId('balance-note')).toHaveTextContent(
        'Topup and Transfer any amount to use 300 ($3.00) Gold (Bound)',
      );
    },
  );

  it('writes amounts the Vietnamese way in vn', async () => {
    await changeLanguage('vn');
    sessionStore.set(languageAtom, 'vn');
    signInWith({ gold: 1_234_567, bound: 1_500, level: 0 });
    render(<GoldBalanceWidget />);
    expect(screen.getByTestId('balance-gold')).toHaveTextContent('1.234.567');
    expect(screen.getByTestId('balance-note')).toHaveTextContent('1.500 ($15,00)');
  });
});

describe('the 115 px gold display', () => {
  it.each([
    [123_456_789, '123,456,789'],
    [9_876_543_210, '9.87B'],
  ])('%i gold shows %s', (gold, text) => {
    signInWith({ gold });
    render(<GoldBalanceWidget />);
    expect(screen.getByTestId('balance-gold')).toHaveTextContent(text);
    expect(screen.getByTestId('balance-gold')).toHaveStyle({ maxWidth: '115px' });
  });
});
