import {
  AuthUserSchema,
  authEndpoints,
  goldForCents,
  SANDBOX_SIGNATURE_HEADER,
  TopupHistoryPageSchema,
  TopupOrderListSchema,
  TopupOrderSchema,
  PaymentKindListSchema,
  TopupPackageListSchema,
  WalletTotalsSchema,
  WebhookReceiptSchema,
  type SandboxPaymentEvent,
  type TopupOrder,
  endpointUrl,
  paymentRoutes,
  topupEndpoints,
  walletEndpoints,
} from '@portal/contracts';
import { createSandboxProvider } from '../payments/sandbox';
import { signatureHeader } from '../../lib/signature';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { createMoneyServices } from '../index';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../wallet/testing';

const money = testMoneyConfig();
const sandbox = createSandboxProvider(money.payments.sandboxSecret, money.payments.webhookToleranceSeconds);
const WEBHOOK = paymentRoutes.webhook('sandbox');

describe.each(databaseTargets)('top-up and payments on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { money } });

  async function newOrder(packageCode = 'gold_5000') {
    const { userId, token } = await createTestPlayer(api.db, 'buyer');
    const player = asPlayer(api.app, token);
    const order = expectSuccess(
      await player('POST', endpointUrl(topupEndpoints.createOrder), { packageCode }),
      TopupOrderSchema,
    );
    return { userId, token, player, order };
  }
  const event = (
    order: TopupOrder,
    type: SandboxPaymentEvent['type'],
    id = `evt_${Math.random().toString(36).slice(2)}`,
  ) => ({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { orderId: order.id, amountCents: order.priceCents, currency: 'USD' },
  });
  const deliver = (payment: SandboxPaymentEvent) => {
    const { body, headers } = sandbox.signedWebhook(payment, new Date());
    return api.app.inject({ method: 'POST', url: WEBHOOK, payload: body, headers });
  };
  const totals = async (token: string) =>
    expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(walletEndpoints.totals)),
      WalletTotalsSchema,
    );

  it('lists the gold packages at 100 gold per dollar, with bonus bound gold on the larger ones', async () => {
    const packages = expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(topupEndpoints.packages) }),
      TopupPackageListSchema,
    );
    expect(packages.map((pack) => pack.code)).toEqual([
      'gold_500',
      'gold_1000',
      'gold_2500',
      'gold_5000',
      'gold_10000',
      'gold_50000',
    ]);
    for (const pack of packages) expect(pack.gold).toBe(goldForCents(pack.priceCents));
    expect(packages.find((pack) => pack.code === 'gold_5000')?.bonusBoundGold).toBe(500);
  });

  it('lists the ways to pay: the sandbox hosted checkout, marked as a test', async () => {
    const kinds = expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(topupEndpoints.paymentKinds) }),
      PaymentKindListSchema,
    );
    expect(kinds).toEqual([{ name: 'sandbox', checkout: 'hosted', test: true }]);
  });

  it('creates a pending order that expires after 30 minutes and sets hasPendingPayment', async () => {
    const { token, player, order } = await newOrder();
    expect(order).toMatchObject({
      status: 'pending',
      goldAmount: 5000,
      priceCents: 5000,
      bonusBoundGold: 500,
    });
    expect(order.expireAt - order.createdAt).toBe(30 * 60);
    expect(order.checkoutUrl).toMatch(
      new RegExp(`^/api/sandbox-pay/checkout/${order.id}\\?token=[a-f0-9]{32}$`),
    );
    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );
    expect(me.configuration.hasPendingPayment).toBe(true);
    const pending = expectSuccess(
      await player('GET', endpointUrl(topupEndpoints.pendingTransactions)),
      TopupOrderListSchema,
    );
    expect(pending.map((entry) => entry.id)).toEqual([order.id]);
    expectFailure(
      await player('POST', endpointUrl(topupEndpoints.createOrder), { packageCode: 'gold_7' }),
      404,
      'TOPUP_PACKAGE_NOT_FOUND',
    );
  });

  it('pays through the hosted sandbox checkout: the page, Pay, the signed webhook, gold and bonus credited', async () => {
    const { token, order } = await newOrder();
    const page = await api.app.inject({ method: 'GET', url: order.checkoutUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const label of ['Pay $50.00', 'Fail', 'Cancel', '5,000 Gold']) expect(page.body).toContain(label);
    expectFailure(
      await api.app.inject({
        method: 'GET',
        url: `/api/sandbox-pay/checkout/${order.id}?token=${'0'.repeat(32)}`,
      }),
      404,
      'ORDER_NOT_FOUND',
    );

    const token32 = (order.checkoutUrl ?? '').split('token=')[1];
    const pay = await api.app.inject({
      method: 'POST',
      url: `/api/sandbox-pay/checkout/${order.id}/pay?token=${token32}`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/topup/payment/${order.id}?result=pay`);

    const paid = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(topupEndpoints.order, { orderId: order.id })),
      TopupOrderSchema,
    );
    expect(paid.status).toBe('delivered');
    expect(paid.checkoutUrl).toBeNull();
    expect(await totals(token)).toMatchObject({ totalGold: 5000, totalBoundGold: 500 });
    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );
    expect(me.configuration.hasPendingPayment).toBe(false);
    // The closed checkout no longer offers the buttons.
    expect((await api.app.inject({ method: 'GET', url: order.checkoutUrl ?? '' })).body).not.toContain(
      'Pay $50.00',
    );
  });

  it('refuses webhooks with a missing, wrong or stale signature and credits nothing', async () => {
    const { token, order } = await newOrder();
    const body = JSON.stringify(event(order, 'payment.succeeded'));
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      {},
      { [SANDBOX_SIGNATURE_HEADER]: signatureHeader('some-other-secret-0123456789', body, now) },
      { [SANDBOX_SIGNATURE_HEADER]: signatureHeader(money.payments.sandboxSecret, body, now - 301) },
      { [SANDBOX_SIGNATURE_HEADER]: signatureHeader(money.payments.sandboxSecret, `${body} `, now) },
      { [SANDBOX_SIGNATURE_HEADER]: 'v1=abc' },
    ];
    for (const headers of attempts) {
      const response = await api.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expectFailure(response, 400, 'WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await totals(token)).totalGold).toBe(0);
    const recorded = await api.db
      .selectFrom('payment_events')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('refuses a correctly signed webhook with NUL or control characters in its ids with 400, recording nothing', async () => {
    const { token, order } = await newOrder();
    const paid = event(order, 'payment.succeeded');
    const events = async () => (await api.db.selectFrom('payment_events').select('id').execute()).length;
    const before = await events();
    const hostile: SandboxPaymentEvent[] = [
      { ...paid, id: 'evt_a\u0000b' },
      { ...paid, id: 'evt_\u001b' },
      { ...paid, data: { ...paid.data, orderId: `${order.id}\u0000` } },
      { ...paid, data: { ...paid.data, orderId: `\u0007${order.id}` } },
    ];
    for (const payment of hostile) expectFailure(await deliver(payment), 400, 'VALIDATION_ERROR');
    expect((await totals(token)).totalGold).toBe(0);
    expect(await events()).toBe(before);
  });

  it('the same payment webhook delivered 5 times (at once) credits the gold exactly once', async () => {
    const { userId, token, order } = await newOrder();
    const payment = event(order, 'payment.succeeded', 'evt_same_five_times');
    const receipts = (await Promise.all([1, 2, 3, 4, 5].map(() => deliver(payment)))).map((response) =>
      expectSuccess(response, WebhookReceiptSchema),
    );
    expect(receipts.map((receipt) => receipt.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(receipts.every((receipt) => receipt.orderStatus === 'delivered')).toBe(true);
    expect(await totals(token)).toMatchObject({ totalGold: 5000, totalBoundGold: 500 });
    const credits = await api.db
      .selectFrom('ledger_entries')
      .select(['currency', 'amount'])
      .where('reference', '=', `topup_order:${order.id}`)
      .orderBy('currency')
      .execute();
    expect(credits).toEqual([
      { currency: 'bound_gold', amount: 500 },
      { currency: 'gold', amount: 5000 },
    ]);
    await expectLedgerConsistent(api.db, userId);
  });

  it('out of order with a failure: a late failure after payment is ignored and recorded; paid after failed still delivers once', async () => {
    // Paid, then a delayed failure from an earlier attempt, then the payment again.
    const first = await newOrder('gold_1000');
    const paid = event(first.order, 'payment.succeeded');
    expect(expectSuccess(await deliver(paid), WebhookReceiptSchema)).toEqual({
      received: true,
      outcome: 'applied',
      orderStatus: 'delivered',
    });
    expect(expectSuccess(await deliver(event(first.order, 'payment.failed')), WebhookReceiptSchema)).toEqual({
      received: true,
      outcome: 'ignored',
      orderStatus: 'delivered',
    });
    expect(
      expectSuccess(await deliver(event(first.order, 'payment.canceled')), WebhookReceiptSchema).outcome,
    ).toBe('ignored');
    expect(expectSuccess(await deliver(paid), WebhookReceiptSchema).outcome).toBe('duplicate');
    expect((await totals(first.token)).totalGold).toBe(1000);
    const notes = await api.db
      .selectFrom('payment_events')
      .select(['event_type', 'outcome', 'note'])
      .where('order_id', '=', first.order.id)
      .orderBy('id')
      .execute();
    expect(notes).toEqual([
      { event_type: 'payment.succeeded', outcome: 'applied', note: null },
      { event_type: 'payment.failed', outcome: 'ignored', note: 'late payment.failed after delivered' },
      { event_type: 'payment.canceled', outcome: 'ignored', note: 'late payment.canceled after delivered' },
    ]);

    // Failed first (a declined card), then paid (a second card): the player was charged, so it delivers.
    const second = await newOrder('gold_1000');
    expect(
      expectSuccess(await deliver(event(second.order, 'payment.failed')), WebhookReceiptSchema).orderStatus,
    ).toBe('failed');
    const late = expectSuccess(await deliver(event(second.order, 'payment.succeeded')), WebhookReceiptSchema);
    expect(late).toEqual({ received: true, outcome: 'applied', orderStatus: 'delivered' });
    expect(
      expectSuccess(await deliver(event(second.order, 'payment.succeeded')), WebhookReceiptSchema).outcome,
    ).toBe('ignored');
    expect((await totals(second.token)).totalGold).toBe(1000);
    await expectLedgerConsistent(api.db, second.userId);
  });

  it('records a payment of the wrong amount or for an unknown order without crediting', async () => {
    const { token, order } = await newOrder('gold_1000');
    const short = {
      ...event(order, 'payment.succeeded'),
      data: { orderId: order.id, amountCents: 999, currency: 'USD' },
    };
    expect(expectSuccess(await deliver(short), WebhookReceiptSchema).outcome).toBe('amount_mismatch');
    const unknown = {
      ...event(order, 'payment.succeeded'),
      data: { orderId: 'tp_doesnotexist00', amountCents: 1000, currency: 'USD' },
    };
    expect(expectSuccess(await deliver(unknown), WebhookReceiptSchema)).toEqual({
      received: true,
      outcome: 'unknown_order',
      orderStatus: null,
    });
    expect((await totals(token)).totalGold).toBe(0);
  });

  it('cancels a pending order once; the sandbox Cancel and Fail buttons close it too', async () => {
    const { token, player, order } = await newOrder('gold_500');
    expect(
      expectSuccess(
        await player('POST', endpointUrl(topupEndpoints.cancelOrder, { orderId: order.id })),
        TopupOrderSchema,
      ).status,
    ).toBe('canceled');
    expectFailure(
      await player('POST', endpointUrl(topupEndpoints.cancelOrder, { orderId: order.id })),
      409,
      'ORDER_NOT_PENDING',
    );
    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );
    expect(me.configuration.hasPendingPayment).toBe(false);

    const other = await newOrder('gold_500');
    const otherToken = (other.order.checkoutUrl ?? '').split('token=')[1];
    const fail = await api.app.inject({
      method: 'POST',
      url: `/api/sandbox-pay/checkout/${other.order.id}/fail?token=${otherToken}`,
    });
    expect(fail.headers.location).toBe(`/topup/payment/${other.order.id}?result=fail`);
    expect(
      expectSuccess(
        await other.player('GET', endpointUrl(topupEndpoints.order, { orderId: other.order.id })),
        TopupOrderSchema,
      ).status,
    ).toBe('failed');
    // Someone else's order does not exist for this player.
    expectFailure(
      await player('GET', endpointUrl(topupEndpoints.order, { orderId: other.order.id })),
      404,
      'ORDER_NOT_FOUND',
    );
  });

  it('expires pending orders after their time (the job), clears hasPendingPayment, and still honours a late payment', async () => {
    const { userId, token, order } = await newOrder('gold_1000');
    const later = createMoneyServices({
      db: api.db,
      config: money,
      clock: () => new Date(Date.now() + 31 * 60_000),
    });
    expect((await later.topup.order(userId, order.id)).status).toBe('expired');
    expect(await later.topup.pending(userId)).toEqual([]);
    expect(await later.topup.expireDueOrders()).toBeGreaterThanOrEqual(1);
    expect(await later.topup.expireDueOrders()).toBe(0);
    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );
    expect(me.configuration.hasPendingPayment).toBe(false);

    expect(
      expectSuccess(await deliver(event(order, 'payment.succeeded')), WebhookReceiptSchema).orderStatus,
    ).toBe('delivered');
    expect((await totals(token)).totalGold).toBe(1000);
    const note = await api.db
      .selectFrom('payment_events')
      .select('note')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(note.note).toBe('paid after expired');
  });

  it('pages the transaction history: size 10 by default, 10/20/50/100 allowed, status filter', async () => {
    const { player } = await newOrder('gold_500');
    for (let index = 0; index < 11; index++)
      await player('POST', endpointUrl(topupEndpoints.createOrder), { packageCode: 'gold_500' });
    const first = expectSuccess(
      await player('GET', endpointUrl(topupEndpoints.transactions)),
      TopupHistoryPageSchema,
    );
    expect([first.items.length, first.page, first.size, first.total]).toEqual([10, 1, 10, 12]);
    const second = expectSuccess(
      await player('GET', `${endpointUrl(topupEndpoints.transactions)}?page=2`),
      TopupHistoryPageSchema,
    );
    expect(second.items.length).toBe(2);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(12);
    const all = expectSuccess(
      await player('GET', `${endpointUrl(topupEndpoints.transactions)}?size=20`),
      TopupHistoryPageSchema,
    );
    expect(all.items.length).toBe(12);
    const delivered = expectSuccess(
      await player('GET', `${endpointUrl(topupEndpoints.transactions)}?status=delivered`),
      TopupHistoryPageSchema,
    );
    expect(delivered.total).toBe(0);
    expectFailure(
      await player('GET', `${endpointUrl(topupEndpoints.transactions)}?size=15`),
      400,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await player('GET', `${endpointUrl(topupEndpoints.transactions)}?page=0`),
      400,
      'VALIDATION_ERROR',
    );
  });
});
