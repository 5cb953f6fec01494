import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GachaDraw, GachaEventDetail, GachaPrizeKind } from '@portal/contracts';
import { renderRoute } from '@portal/federation/testing';
import { installFakeApi } from '@portal/api-client/testing';
import { changeLanguage } from '@portal/i18n';
import { languageAtom, sessionStore } from '@portal/session';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { demoAnswers } from '../../testing/demoAnswers';
import { resetSession, signInWith } from '../../testing/session';

let api: ReturnType<typeof installFakeApi>;
beforeAll(() => registerTexts());
beforeEach(() => signInWith());
afterEach(async () => {
  api.restore();
  resetSession();
  await changeLanguage('en');
});

const now = Math.floor(Date.UTC(2026, 10, 20) / 1000);
const DAY = 86_400;
const prize = (
  id: number,
  name: string,
  rarity: GachaDraw['rarity'],
  weight: number,
  remaining: number | null,
  kind: GachaPrizeKind = 'gold',
) => ({
  id,
  name,
  kind,
  rarity,
  amount: 100,
  weight,
  drawWeight: remaining === 0 ? 0 : weight,
  stock: remaining === null ? null : 10,
  remaining,
});
const launch: GachaEventDetail = {
  code: 'launch_celebration',
  name: 'Launch Celebration Gacha',
  translations: { th: { name: 'กาชาฉลองเปิดตัว' }, vn: { name: 'Gacha Mừng Ra Mắt' } },
  startAt: now - 14 * DAY,
  endAt: now + 60 * DAY,
  ticketCost: 1,
  isOpen: true,
  drawTotal: 195,
  prizes: [
    prize(1, '300 Points', 'common', 150, null, 'points'),
    prize(2, '500 Bound Gold', 'rare', 40, null, 'bound_gold'),
    prize(3, 'Starter Coupon', 'epic', 5, 3, 'coupon'),
    prize(4, '5,000 Gold Jackpot', 'legendary', 5, 0),
  ],
};
const anniversary: GachaEventDetail = {
  ...launch,
  code: 'moonlight_anniversary',
  name: 'Moonlight Saga Anniversary Gacha',
  // Not translated yet: its English name shows in every language.
  translations: undefined,
  startAt: now + 7 * DAY,
  endAt: now + 37 * DAY,
  ticketCost: 2,
  isOpen: false,
  drawTotal: 1,
  prizes: [prize(5, '10,000 Gold', 'legendary', 1, null)],
};
const summary = ({ prizes: _prizes, drawTotal: _total, ...rest }: GachaEventDetail) => rest;
const drawOf = (id: number, name: string, rarity: GachaDraw['rarity']): GachaDraw => ({
  id,
  eventCode: launch.code,
  prizeId: id,
  prizeName: name,
  kind: 'gold',
  rarity,
  amount: 100,
  couponCode: null,
  tokensSpent: 1,
  createdAt: now,
});

const answers = (over: Record<string, unknown> = {}) => ({
  ...demoAnswers,
  '/api/public/gacha/events': [summary(launch), summary(anniversary)],
  [`/api/public/gacha/events/${launch.code}`]: launch,
  [`/api/public/gacha/events/${anniversary.code}`]: anniversary,
  ...over,
});

// The first render compiles the lazy gacha page under jest, and typing is slow on a shared machine.
jest.setTimeout(20_000);

describe('the gacha', () => {
  it('tells a player with no Gacha Points how to get them, and converts their points', async () => {
    let tokens = 0;
    api = installFakeApi(
      answers({
        '/api/private/gacha/token': () => ({ tokenAmount: tokens }),
        '/api/private/wallet/totals': {
          ...demoAnswers['/api/private/wallet/totals'],
          point: 2_500,
          tokenAmount: 0,
        },
        'POST /api/private/gacha/tickets': ({ body }: { body: unknown }) => {
          tokens += (body as { tickets: number }).tickets;
          return { tickets: 2, pointsSpent: 2000, point: 500, tokenAmount: tokens };
        },
      }),
    );
    renderRoute(<App />, '/reward');
    const earn = await screen.findByTestId('gacha-earn', {}, { timeout: 5000 });
    expect(earn).toHaveTextContent('You have no Gacha Points yet.');
    expect(screen.getByTestId('gacha-cannot-draw')).toHaveTextContent('You need 1 Gacha Point for a draw');
    expect(screen.getByRole('button', { name: 'Draw 1 (1 Gacha Point)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Draw 10 (10 Gacha Points)' })).toBeDisabled();
    expect(within(earn).getByRole('link', { name: 'Go to Quests' })).toHaveAttribute('href', '/quest');
    expect(within(earn).getByRole('link', { name: 'See the events and their prizes' })).toHaveAttribute(
      'href',
      '/gacha-event',
    );

    expect(
      await within(earn).findByText(/1,000 points give 1 Gacha Point\. You have 2,500 points\./),
    ).toBeVisible();
    const howMany = within(earn).getByRole('spinbutton', { name: 'Gacha Points to make' });
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '3');
    expect(within(earn).getByText('Enter a whole number from 1 to 2.')).toBeVisible();
    expect(within(earn).getByRole('button', { name: 'Convert' })).toBeDisabled();
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '2');
    await userEvent.click(within(earn).getByRole('button', { name: 'Convert' }));

    expect(await within(earn).findByRole('status')).toHaveTextContent(
      'Done: 2,000 points became 2 Gacha Points.',
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ tickets: 2 });
    expect(screen.getByTestId('gacha-points')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Draw 1 (1 Gacha Point)' })).toBeEnabled();
    expect(
      within(earn).getByText(/You have 500 points\. Collect 500 more points to convert\./),
    ).toBeVisible();
  });

  it('reveals a 10-draw card by card with each rarity, leads with the rarest, and lists it in My draws', async () => {
    const won = [
      drawOf(11, '300 Points', 'common'),
      drawOf(12, 'Starter Coupon', 'epic'),
      ...Array.from({ length: 8 }, (_, index) => drawOf(13 + index, '500 Bound Gold', 'rare')),
    ];
    let history: GachaDraw[] = [];
    api = installFakeApi(
      answers({
        '/api/private/gacha/token': { tokenAmount: 12 },
        'POST /api/private/gacha/events/launch_celebration/draws': () => {
          history = [...won].reverse();
          return { draws: won, tokenAmount: 2 };
        },
        '/api/private/gacha/draws': () => ({ items: history, page: 1, size: 10, total: history.length }),
      }),
    );
    renderRoute(<App />, '/reward');
    const historyCard = await screen.findByTestId('gacha-history', {}, { timeout: 5000 });
    expect(await within(historyCard).findByTestId('empty-state')).toHaveTextContent('No draws yet.');
    expect(screen.queryByTestId('gacha-cannot-draw')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Draw 10 (10 Gacha Points)' }));
    const reveal = await screen.findByTestId('gacha-result');
    await waitFor(() => expect(within(reveal).getByRole('heading', { name: 'You won' })).toHaveFocus());
    expect(reveal).toHaveAttribute('data-best-rarity', 'epic');
    const cards = within(reveal).getAllByTestId('gacha-prize');
    expect(cards.map((card) => card.dataset.rarity)).toEqual(['common', 'epic', ...Array(8).fill('rare')]);
    expect(cards[1]).toHaveTextContent(/Epic\s*Starter Coupon/);
    expect(screen.getByTestId('gacha-points')).toHaveTextContent('2');

    await waitFor(() => expect(within(historyCard).getAllByTestId('gacha-draw')).toHaveLength(10));
    expect(within(historyCard).getAllByTestId('gacha-draw')[8]).toHaveTextContent(/Starter Coupon\s*Epic/);
    expect(within(historyCard).getAllByTestId('gacha-draw')[0]).toHaveTextContent('1 Gacha Point');
  });

  it("publishes each prize's rarity and odds from the server's integer weights", async () => {
    api = installFakeApi(answers({ '/api/private/gacha/token': { tokenAmount: 3 } }));
    renderRoute(<App />, '/reward');
    const prizes = await screen.findByTestId('gacha-prizes', {}, { timeout: 5000 });
    const rows = await within(prizes).findAllByTestId('gacha-odds-prize');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^300 PointsCommon76\.92%Unlimited150 in 195$/),
      expect.stringMatching(/^500 Bound GoldRare20\.51%Unlimited40 in 195$/),
      expect.stringMatching(/^Starter CouponEpic2\.56%3 left5 in 195$/),
      expect.stringMatching(/^5,000 Gold JackpotLegendary0%Sold out0 in 195$/),
    ]);
    // Each prize's kind as an icon before its name (hidden from screen readers: the name says it).
    expect(
      rows.map((row) => row.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-prize-icon')),
    ).toEqual(['points', 'bound_gold', 'coupon', 'gold']);
  });

  it('shows a failed load of My draws with Retry, which loads them', async () => {
    let calls = 0;
    api = installFakeApi(
      answers({
        '/api/private/gacha/token': { tokenAmount: 3 },
        '/api/private/gacha/draws': () =>
          ++calls === 1
            ? { status: 500, code: 'INTERNAL' }
            : { items: [drawOf(9, '300 Points', 'common')], page: 1, size: 10, total: 1 },
      }),
    );
    renderRoute(<App />, '/reward');
    const historyCard = await screen.findByTestId('gacha-history', {}, { timeout: 5000 });
    await userEvent.click(await within(historyCard).findByRole('button', { name: 'Retry' }));
    expect(await within(historyCard).findByTestId('gacha-draw')).toHaveTextContent('300 Points');
  });
});

describe('/gacha-event', () => {
  it('lists every event with its dates, status, cost, prizes, rarity and odds, and links to its draw', async () => {
    api = installFakeApi(answers());
    renderRoute(<App />, '/gacha-event');
    const open = await screen.findByTestId('gacha-event-card-launch_celebration', {}, { timeout: 5000 });
    expect(within(open).getByRole('heading', { name: 'Launch Celebration Gacha' })).toBeVisible();
    expect(within(open).getByTestId('gacha-event-status')).toHaveTextContent('Open now');
    expect(within(open).getByTestId('gacha-event-dates')).toHaveTextContent('Nov 6th 2026 to Jan 19th 2027');
    expect(open).toHaveTextContent('1 Gacha Point per draw');
    expect(await within(open).findAllByTestId('gacha-odds-prize')).toHaveLength(4);
    expect(within(open).getByRole('link', { name: 'Draw in this event' })).toHaveAttribute(
      'href',
      '/reward?event=launch_celebration',
    );

    const coming = screen.getByTestId('gacha-event-card-moonlight_anniversary');
    expect(within(coming).getByTestId('gacha-event-status')).toHaveTextContent('Coming soon');
    expect(coming).toHaveTextContent('2 Gacha Points per draw');
    expect(await within(coming).findByTestId('gacha-odds-prize')).toHaveTextContent(
      /10,000 GoldLegendary100%/,
    );
  });

  it('speaks Thai', async () => {
    api = installFakeApi(answers());
    await changeLanguage('th');
    sessionStore.set(languageAtom, 'th');
    renderRoute(<App />, '/gacha-event');
    const open = await screen.findByTestId('gacha-event-card-launch_celebration', {}, { timeout: 5000 });
    expect(within(open).getByTestId('gacha-event-status')).toHaveTextContent('เปิดอยู่');
    expect(await within(open).findByText('ตำนาน')).toBeVisible();
    expect(within(open).getByRole('heading', { name: 'กาชาฉลองเปิดตัว' })).toBeVisible();
    const coming = screen.getByTestId('gacha-event-card-moonlight_anniversary');
    expect(within(coming).getByRole('heading', { name: 'Moonlight Saga Anniversary Gacha' })).toBeVisible();
  });

  it("names the events in the page's language on the draw page too", async () => {
    api = installFakeApi(answers());
    await changeLanguage('vn');
    sessionStore.set(languageAtom, 'vn');
    renderRoute(<App />, '/reward?event=launch_celebration');
    const event = await screen.findByTestId('gacha-event', {}, { timeout: 5000 });
    expect(event).toHaveTextContent('Gacha Mừng Ra Mắt');
    expect(event).not.toHaveTextContent('Launch Celebration Gacha');
    expect(screen.getByTestId('gacha-event-launch_celebration')).toHaveTextContent('Gacha Mừng Ra Mắt');
    expect(screen.getByTestId('gacha-event-moonlight_anniversary')).toHaveTextContent(
      'Moonlight Saga Anniversary Gacha',
    );
  });

  it('says when there is no event', async () => {
    api = installFakeApi(answers({ '/api/public/gacha/events': [] }));
    renderRoute(<App />, '/gacha-event');
    expect(await screen.findByTestId('empty-state', {}, { timeout: 5000 })).toHaveTextContent(
      'No gacha events right now.',
    );
  });
});
