import { DeclaredRoutes, type PageMap } from '@portal/federation';
import { PortalThemeProvider } from '@portal/ui';
import { lazy } from 'react';
import routes from '../routes';
import { Skeleton } from './components/States';

// Each page is its own chunk: a route downloads only what it shows (35 KB budget per route).
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const TopupPage = named(() => import('./features/topup/TopupPage'), 'TopupPage');
const TopupItemPage = named(() => import('./features/topup/TopupItemPage'), 'TopupItemPage');
const PaymentPage = named(() => import('./features/topup/PaymentPage'), 'PaymentPage');
const PaymentKindPage = named(() => import('./features/topup/PaymentKindPage'), 'PaymentKindPage');
const OrderDetailPage = named(() => import('./features/topup/OrderDetailPage'), 'OrderDetailPage');
const VipPage = named(() => import('./features/vip/VipPage'), 'VipPage');
const VipDetailsPage = named(() => import('./features/vip/VipDetailsPage'), 'VipDetailsPage');
const TransferPage = named(() => import('./features/transfer/TransferPage'), 'TransferPage');
const TransferWebviewPage = named(() => import('./features/transfer/TransferPage'), 'TransferWebviewPage');
const TransferDetailPage = named(
  () => import('./features/transfer/TransferDetailPage'),
  'TransferDetailPage',
);
const TransactionsPage = named(() => import('./features/transactions/TransactionsPage'), 'TransactionsPage');
const CouponsPage = named(() => import('./features/coupons/CouponsPage'), 'CouponsPage');
const RewardPage = named(() => import('./features/gacha/RewardPage'), 'RewardPage');
const GachaEventsPage = named(() => import('./features/gacha/GachaEventsPage'), 'GachaEventsPage');
const QuestPage = named(() => import('./features/quest/QuestPage'), 'QuestPage');

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
            <Skeleton rows={3} />
          </div>
        }
      />
    </PortalThemeProvider>
  );
}
