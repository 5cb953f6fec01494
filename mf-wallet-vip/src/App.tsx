import { DeclaredRoutes, lazyPage, type PageMap } from '@portal/federation';
import { PortalThemeProvider, LoadingState } from '@portal/ui';
import routes from '../routes';

// Each page is its own chunk: a route downloads only what it shows (35 KB budget per route).
const TopupPage = lazyPage(() => import('./features/topup/TopupPage'), 'TopupPage');
const TopupItemPage = lazyPage(() => import('./features/topup/TopupItemPage'), 'TopupItemPage');
const PaymentPage = lazyPage(() => import('./features/topup/PaymentPage'), 'PaymentPage');
const PaymentKindPage = lazyPage(() => import('./features/topup/PaymentKindPage'), 'PaymentKindPage');
const OrderDetailPage = lazyPage(() => import('./features/topup/OrderDetailPage'), 'OrderDetailPage');
const VipPage = lazyPage(() => import('./features/vip/VipPage'), 'VipPage');
const VipDetailsPage = lazyPage(() => import('./features/vip/VipDetailsPage'), 'VipDetailsPage');
const TransferPage = lazyPage(() => import('./features/transfer/TransferPage'), 'TransferPage');
const TransferWebviewPage = lazyPage(() => import('./features/transfer/TransferPage'), 'TransferWebviewPage');
const TransferDetailPage = lazyPage(
  () => import('./features/transfer/TransferDetailPage'),
  'TransferDetailPage',
);
const TransactionsPage = lazyPage(
  () => import('./features/transactions/TransactionsPage'),
  'TransactionsPage',
);
const CouponsPage = lazyPage(() => import('./features/coupons/CouponsPage'), 'CouponsPage');
const RewardPage = lazyPage(() => import('./features/gacha/RewardPage'), 'RewardPage');
const GachaEventsPage = lazyPage(() => import('./features/gacha/GachaEventsPage'), 'GachaEventsPage');
const QuestPage = lazyPage(() => import('./features/quest/QuestPage'), 'QuestPage');

const pages: PageMap<typeof routes> = {
  topup: TopupPage,
  topupItem: TopupItemPage,
  paymentKind: PaymentKindPage,
  payment: PaymentPage,
  orderDetail: OrderDetailPage,
  vip: VipPage,
  vipDetails: VipDetailsPage,
  transfer: TransferPage,
  transferDetail: TransferDetailPage,
  transferWebview: TransferWebviewPage,
  transactions: TransactionsPage,
  coupons: CouponsPage,
  quest: QuestPage,
  reward: RewardPage,
  gachaEvents: GachaEventsPage,
};

export function App() {
  return (
    <PortalThemeProvider>
      <DeclaredRoutes
        routes={routes}
        pages={pages}
        fallback={
          <div css={{ padding: 16 }}>
            <LoadingState blocks={[56, 56, 56]} />
          </div>
        }
      />
    </PortalThemeProvider>
  );
}
