import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { installFakeApi } from '@portal/api-client/testing';
import { App } from './App';
import { registerTexts } from './i18n';
import { demoAnswers, order, transfer } from './testing/demoAnswers';
import { resetSession, signInWith } from './testing/session';

let api: ReturnType<typeof installFakeApi>;
beforeAll(() => registerTexts());
beforeEach(() => {
  api = installFakeApi(demoAnswers);
  signInWith({ gold: 28_000, bound: 300, level: 1 });
});
afterEach(async () => {
  api.restore();
  resetSession();
  await changeLanguage('en');
});

describe('mf-wallet-vip renders every declared route from the API', () => {
  it.each([
    ['/topup', 'Top Up', '5,000 Gold'],
    ['/topup/item?package=gold_5000', 'Your package', '+500 Gold (Bound) bonus'],
    ['/topup/payment/kind/sandbox', 'Test checkout (no real money)', 'No real money moves'],
    [
      `/topup/order/detail?orderId=${order.id}`,
      'Order detail',
      'Paid. 5,500 Gold has been added to your wallet.',
    ],
    ['/vip', 'My VIP', '7,800 XP to VIP Gold'],
    ['/vip/details', 'VIP', 'Every 10 Gold you transfer to a game earns 1 XP.'],
    ['/transfer', 'Transfer', 'In-game account ID'],
    ['/transfer-webview', 'Transfer', 'In-game account ID'],
    [`/transfer/${transfer.id}`, 'Transfer details', 'To Moonlight Saga'],
    ['/account/my-transaction?tab=topup', 'My Transactions', '5,000 Gold'],
    ['/account/my-transaction?tab=transfer', 'My Transactions', '22,000 Gold to Moonlight Saga'],
    ['/account/my-coupons', 'My Coupons', 'PP-ABCD-EFGH-JKMN'],
    ['/reward', 'Gacha', 'Gacha Points'],
    ['/gacha-event', 'Gacha Events', 'Launch Celebration Gacha'],
    ['/quest', 'Quests', 'Watch every learn video'],
  ])('%s shows "%s" and %s', async (path, title, content) => {
    renderRoute(<App />, path);
    // The first lazy page compiles on demand under jest: give it more than the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText(content, { exact: false })).length).toBeGreaterThan(0);
  });

  it('a failed load shows Retry, which loads again', async () => {
    api.restore();
    let calls = 0;
    api = installFakeApi({
      ...demoAnswers,
      '/api/private/coupons': () =>
        ++calls === 1 ? { status: 500, code: 'INTERNAL' } : demoAnswers['/api/private/coupons'],
    });
    renderRoute(<App />, '/account/my-coupons');
    (await screen.findByRole('button', { name: 'Retry' })).click();
    expect(await screen.findByText('PP-ABCD-EFGH-JKMN')).toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    api.restore();
    api = installFakeApi({ ...demoAnswers, '/api/private/coupons': [] });
    renderRoute(<App />, '/account/my-coupons');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No coupons yet.');
  });

  it("/quest lists each campaign's quests with their state, and a claim leads to the campaign", async () => {
    renderRoute(<App />, '/quest');
    const quests = await screen.findAllByTestId('quest');
    expect(quests.map((quest) => quest.dataset.state)).toEqual(['Claim', 'In Progress']);
    expect(screen.getByRole('link', { name: 'Claim on the campaign page' })).toHaveAttribute(
      'href',
      '/games/official/ash_echoes',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress 2 of 5' })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP của tôi' })).toBeInTheDocument();
  });
});
