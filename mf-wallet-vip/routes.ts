import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/**
 * Every route mf-wallet-vip owns (spec 000 §2): its router renders from this list and its build
 * ships it. The top-up flow's pages are named one by one instead of the former `/topup/*`.
 */
export default defineRoutes([
  { path: '/topup', page: 'topup', menuKey: 'topup', meta: pageMeta.topup },
  { path: '/topup/item', page: 'topupItem', protected: true, menuKey: 'topup', meta: pageMeta.topupItem },
  {
    path: '/topup/payment/kind/:name',
    page: 'paymentKind',
    protected: true,
    menuKey: 'topup',
    meta: pageMeta.paymentKind,
  },
  { path: '/topup/payment/:id', page: 'payment', protected: true, menuKey: 'topup', meta: pageMeta.payment },
  {
    path: '/topup/order/detail',
    page: 'orderDetail',
    protected: true,
    menuKey: 'topup',
    meta: pageMeta.orderDetail,
  },
  { path: '/vip', page: 'vip', protected: true, menuKey: 'myVip', meta: pageMeta.vip },
  { path: '/vip/details', page: 'vipDetails', menuKey: 'myVip', meta: pageMeta.vipDetails },
  { path: '/transfer', page: 'transfer', meta: pageMeta.transfer },
  { path: '/transfer/:transferId', page: 'transferDetail', protected: true, meta: pageMeta.transferDetail },
  { path: '/transfer-webview', page: 'transferWebview', meta: pageMeta.transferWebview },
  { path: '/account/my-transaction', page: 'transactions', protected: true, meta: pageMeta.transactions },
  { path: '/account/my-coupons', page: 'coupons', protected: true, meta: pageMeta.coupons },
  { path: '/quest', page: 'quest', meta: pageMeta.quest },
  { path: '/reward', page: 'reward', meta: pageMeta.reward },
  { path: '/gacha-event', page: 'gachaEvents', protected: true, meta: pageMeta.gachaEvents },
]);

/**
 * The most JS (KB brotli, every .js file of the build) a deploy may ship; 268 KB when last set. Each
 * language's texts are a chunk of their own and a page loads one: Thai and Indonesian added 10 KB
 * that no page loads together, and the content settings (discounts, featured package) 11 KB.
 */
export const jsBudgetKB = 280;
