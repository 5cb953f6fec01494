import { defineRoutes } from '@portal/routes';

/**
 * Every route mf-wallet-vip owns (spec 000 §2): its router renders from this list and its build
 * ships it. The top-up flow's pages are named one by one instead of the former `/topup/*`.
 */
export default defineRoutes([
  { path: '/topup', page: 'topup', menuKey: 'topup' },
  { path: '/topup/item', page: 'topupItem', protected: true, menuKey: 'topup' },
  { path: '/topup/payment/kind/:name', page: 'paymentKind', protected: true, menuKey: 'topup' },
  { path: '/topup/payment/:id', page: 'payment', protected: true, menuKey: 'topup' },
  { path: '/topup/order/detail', page: 'orderDetail', protected: true, menuKey: 'topup' },
  { path: '/vip', page: 'vip', protected: true, menuKey: 'myVip' },
  { path: '/vip/details', page: 'vipDetails', menuKey: 'myVip' },
  { path: '/transfer', page: 'transfer' },
  { path: '/transfer/:transferId', page: 'transferDetail', protected: true },
  { path: '/transfer-webview', page: 'transferWebview' },
  { path: '/account/my-transaction', page: 'transactions', protected: true },
  { path: '/account/my-coupons', page: 'coupons', protected: true },
  { path: '/quest', page: 'quest' },
  { path: '/reward', page: 'reward' },
  { path: '/gacha-event', page: 'gachaEvents', protected: true },
]);
