import { TextPageRoutes } from '@portal/federation';
import { useTexts } from './i18n';

/** Every route this app owns (see the shell's route table). */
const routes = [
  { path: '/topup', key: 'topup' },
  { path: '/topup/*', key: 'topupFlow' },
  { path: '/vip', key: 'vip' },
  { path: '/vip/details', key: 'vipDetails' },
  { path: '/transfer', key: 'transfer' },
  { path: '/transfer/:transferId', key: 'transferDetail' },
  { path: '/transfer-webview', key: 'transferWebview' },
  { path: '/account/my-transaction', key: 'transactions' },
  { path: '/account/my-coupons', key: 'coupons' },
  { path: '/quest', key: 'quest' },
  { path: '/reward', key: 'reward' },
  { path: '/gacha-event', key: 'gacha' },
];

export function App() {
  const { t } = useTexts();
  return <TextPageRoutes routes={routes} t={t} />;
}
