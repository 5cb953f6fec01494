import {
  TopupOrderSchema,
  WalletTotalsSchema,
  endpointUrl,
  paymentRoutes,
  topupEndpoints,
  walletEndpoints,
} from '@portal/contracts';
import { createSandboxProvider } from '../money/payments/sandbox';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../money/wallet/testing';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';
import { runAdminCommand } from './adminCommands';

jest.setTimeout(240_000);

const money = testMoneyConfig();
const sandbox = createSandboxProvider(money.payments.sandboxSecret, money.payments.webhookToleranceSeconds);

describe.each(databaseTargets)('finance export and top-up refund on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { money } });
  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(argv, api.db, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err: err.join('\n') };
  }

  /** A player who bought gold_5000 (5000 gold + 500 bonus bound gold), paid and delivered. */
  async function deliveredTopup() {
    const { userId, token } = await createTestPlayer(api.db, 'refund');
    const player = asPlayer(api.app, token);
    const order = expectSuccess(
      await player('POST', endpointUrl(topupEndpoints.createOrder), { packageCode: 'gold_5000' }),
      TopupOrderSchema,
    );
    const { body, headers } = sandbox.signedWebhook(
      {
        id: `evt_${order.id}`,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { orderId: order.id, amountCents: order.priceCents, currency: 'USD' },
      },
      new Date(),
    );
    await api.app.inject({ method: 'POST', url: paymentRoutes.webhook('sandbox'), payload: body, headers });
    const totals = async () =>
      expectSuccess(await player('GET', endpointUrl(walletEndpoints.totals)), WalletTotalsSchema);
    return { userId, order, totals };
  }

  it('refunds a delivered top-up once: its gold and bonus bound gold leave through the ledger', async () => {
    const { userId, order, totals } = await deliveredTopup();
    expect(await totals()).toMatchObject({ totalGold: 5000, totalBoundGold: 500 });

    const refund = await admin('finance', 'refund', order.id, '--reason', 'chargeback 42');
    expect(refund.err).toBe('');
    expect(refund.out).toEqual([
      `Refunded order ${order.id}: 5000 gold and 500 bound gold taken back from player ${userId} (topup_refund:${order.id})`,
    ]);
    expect(await totals()).toMatchObject({ totalGold: 0, totalBoundGold: 0 });
    await expectLedgerConsistent(api.db, userId);

    const again = await admin('finance', 'refund', order.id, '--reason', 'again');
    expect(again).toMatchObject({ code: 1, err: `Refused: Order ${order.id} was refunded already` });
    const audit = await admin('audit', '--since', '1h');
    expect(audit.out.join('\n')).toMatch(
      new RegExp(`finance refund\\s+ok\\s+cli\\s+finance refund ${order.id}`),
    );
  });

  it('refuses a refund the player has already spent, and an order that was never paid', async () => {
    const { userId, order } = await deliveredTopup();
    await admin('wallet', 'revoke', String(userId), 'gold', '4000', '--reason', 'spent it');
    const refused = await admin('finance', 'refund', order.id, '--reason', 'too late');
    expect(refused).toMatchObject({
      code: 1,
      err: "Refused: the player no longer holds the order's gold (balances never go below 0)",
    });
    await expectLedgerConsistent(api.db, userId);
    expect((await admin('finance', 'refund', 'ord_missing', '--reason', 'x')).err).toBe(
      'Refused: No top-up order ord_missing',
    );
  });

  it('exports the ledger as CSV totals per day, currency and kind', async () => {
    const { userId } = await createTestPlayer(api.db, 'finance');
    await admin('wallet', 'grant', String(userId), 'points', '300', '--reason', 'event');
    await admin('wallet', 'revoke', String(userId), 'points', '100', '--reason', 'event fix');
    const day = new Date().toISOString().slice(0, 10);
    const exported = await admin('finance', 'export', '--since', '1d', '--format', 'csv');
    expect(exported.code).toBe(0);
    expect(exported.out[0]).toBe('day,currency,reason,entries,credits,debits,net');
    const points = exported.out.find((line) => line.startsWith(`${day},points,adjustment,`));
    expect(points).toBe(`${day},points,adjustment,2,300,-100,200`);
    expect(exported.out.some((line) => line.startsWith(`${day},gold,topup,`))).toBe(true);
    expect((await admin('finance', 'export', '--since', '1d')).code).toBe(2);
  });
});
