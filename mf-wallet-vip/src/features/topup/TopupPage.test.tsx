import { screen, within } from '@testing-library/react';
import { renderRoute } from '@portal/federation/testing';
import { installFakeApi } from '@portal/api-client/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { demoAnswers } from '../../testing/demoAnswers';
import { resetSession, signInWith } from '../../testing/session';
import { languageAtom, sessionStore } from '@portal/session';

let api: ReturnType<typeof installFakeApi>;
beforeAll(() => registerTexts());
afterEach(() => {
  api.restore();
  resetSession();
});

const [small, large] = demoAnswers['/api/public/topup/packages'] as [object, object];
const topupPage = (value: object) => ({
  TOPUP_PAGE: [
    { group: 'TOPUP_PAGE', key: 'topup_page', version: 1, value: JSON.stringify(value), updatedAt: 0 },
  ],
});

describe('the top-up page with the operators’ content', () => {
  it('shows a running discount on the package and in the price, the usual price struck through', async () => {
    api = installFakeApi({
      ...demoAnswers,
      '/api/public/topup/packages': [
        small,
        {
          ...large,
          priceCents: 4000,
          discount: { percentOff: 20, listPriceCents: 5000, endAt: 2e9, label: null },
        },
      ],
    });
    renderRoute(<App />, '/topup');
    const pack = await screen.findByTestId('package-gold_5000', {}, { timeout: 5000 });
    expect(within(pack).getByTestId('package-discount')).toHaveTextContent('20% off');
    expect(within(pack).getByTestId('package-price')).toHaveTextContent('$40.00');
    expect(within(pack).getByTestId('package-list-price')).toHaveTextContent('Usual price $50.00');
    expect(within(screen.getByTestId('package-gold_1000')).queryByTestId('package-discount')).toBeNull();
  });

  it('shows the headline, the notices and the featured package first', async () => {
    api = installFakeApi({
      ...demoAnswers,
      '/api/public/metadata': topupPage({
        headline: 'Weekend deals',
        notices: ['Prices include taxes.'],
        featuredPackageCode: 'gold_5000',
      }),
    });
    renderRoute(<App />, '/topup');
    expect(await screen.findByTestId('topup-headline')).toHaveTextContent('Weekend deals');
    expect(screen.getByTestId('topup-notices')).toHaveTextContent('Prices include taxes.');
    const packages = screen.getAllByTestId(/^package-gold_/);
    expect(packages[0]).toHaveAttribute('data-testid', 'package-gold_5000');
    expect(within(packages[0]!).getByText('Featured')).toBeInTheDocument();
  });

  it('keeps its own intro when the content is missing or broken', async () => {
    api = installFakeApi({ ...demoAnswers, '/api/public/metadata': topupPage({ headline: '' }) });
    renderRoute(<App />, '/topup');
    expect(await screen.findByText('Buy Gold for your games. 100 Gold is worth $1.')).toBeInTheDocument();
    expect(screen.queryByTestId('topup-headline')).toBeNull();
  });
});

describe('an order address that leads nowhere', () => {
  it.each(['/topup/payment/tp_missing00001', '/topup/order/detail?orderId=tp_missing00001'])(
    '%s says the order is not in the account and offers My Transactions, not Retry',
    async (path) => {
      signInWith({ gold: 100 });
      api = installFakeApi({
        ...demoAnswers,
        '/api/private/topup/orders/:orderId': { status: 404, code: 'ORDER_NOT_FOUND' },
      });
      renderRoute(<App />, path);
      expect(await screen.findByText("We can't find this order in your account.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My Transactions' })).toHaveAttribute(
        'href',
        '/account/my-transaction?tab=topup',
      );
      expect(screen.queryByRole('button', { name: /retry|try again/i })).toBeNull();
    },
  );
  it.each(['/topup/payment/1', '/topup/order/detail?orderId=1'])(
    '%s, whose id cannot be an order, says the order is not found without asking the API',
    async (path) => {
      signInWith({ gold: 100 });
      api = installFakeApi({
        ...demoAnswers,
        '/api/private/topup/orders/:orderId': { status: 400, code: 'VALIDATION_FAILED' },
      });
      renderRoute(<App />, path);
      expect(await screen.findByText("We can't find this order in your account.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My Transactions' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /retry|try again/i })).toBeNull();
      expect(api.requests.filter((request) => request.url.startsWith('/api/private/topup/orders/'))).toEqual(
        [],
      );
    },
  );
});

describe('the operators’ top-up content in the reader’s language', () => {
  it('shows the Thai headline and notices where the operator translated them', async () => {
    sessionStore.set(languageAtom, 'th');
    api = installFakeApi({
      ...demoAnswers,
      '/api/public/metadata': topupPage({
        headline: 'Weekend deals',
        notices: ['Prices include taxes.'],
        translations: { th: { headline: 'ดีลสุดสัปดาห์' } },
      }),
    });
    renderRoute(<App />, '/topup');
    expect(await screen.findByTestId('topup-headline')).toHaveTextContent('ดีลสุดสัปดาห์');
    expect(screen.getByTestId('topup-notices')).toHaveTextContent('Prices include taxes.');
  });
});
