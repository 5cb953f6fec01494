import { defineRoutes } from '@portal/routes';

/** Every route mf-wallet-vip owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/topup', page: 'topup', menuKey: 'topup' },
  { path: '/topup/order/detail', page: 'topupFlow', protected: true, menuKey: 'topup' },
  { path: '/topup/item', page: 'topupFlow', protected: true, menuKey: 'topup' },
  { path: '/topup/payment/kind/:name', page: 'topupFlow', protected: true, menuKey: 'topup' },
  { path: '/topup/payment/:id', page: 'topupFlow', protected: true, menuKey: 'topup' },
  { path: '/topup/*', page: 'topupFlow', menuKey: 'topup' },
  { path: '/vip', page: 'vip', protected: true, menuKey: 'myVip' },
  { path: '/vip/details', page: 'vipDetails', menuKey: 'myVip' },
  { path: '/transfer', page: 'transfer' },
  { path: '/transfer/:transferId', page: 'transferDetail', protected: true },
  { path: '/transfer-webview', page: 'transferWebview' },
  { path: '/account/my-transaction', page: 'transactions', protected: true },
  { path: '/account/my-coupons', page: 'coupons', protected: true },
  { path: '/quest', page: 'quest' },
  { path: '/reward', page: 'reward' },
  { path: '/gacha-event', page: 'gacha', protected: true },
]);
