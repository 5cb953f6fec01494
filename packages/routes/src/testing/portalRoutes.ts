import { defineRoutes } from '../declaration';
import { portalRouteTable } from '../fromRegistry';
import { PublicRegistrySchema } from '../registry';
import * as v from 'valibot';

const meta = (title: string) => ({ title: { en: title }, description: { en: `${title} page` } });

/** The shell's own routes, as `shell/routes.ts` declares them. */
export const shellRoutes = defineRoutes([
  { path: '/', page: 'home', signedOut: true, menuKey: 'home', meta: meta('home') },
  { path: '/hub', page: 'hub', protected: true, menuKey: 'home', meta: meta('hub') },
  { path: '/games', page: 'games', menuKey: 'games', meta: meta('games') },
  { path: '/games/:gameCode', page: 'game', menuKey: 'games', meta: meta('game') },
  { path: '/play-testing', page: 'playTesting', menuKey: 'playtesting', meta: meta('playTesting') },
]);

const remote = (app: string, routes: unknown[], overlays: unknown[] = []) => ({
  app,
  name: app.replace(/-/g, '_'),
  version: '20260101T000000Z-0badc0de',
  manifest: `/remotes/${app}/20260101T000000Z-0badc0de/mf-manifest.json`,
  routes,
  overlays,
});

/** A public registry document as the gateway serves it: what the guard and matcher are tested on. */
export const registryDocument = {
  schemaVersion: 2,
  remotes: [
    remote('mf-auth', [
      { path: '/login', page: 'login', signedOut: true },
      { path: '/register', page: 'register', signedOut: true },
      { path: '/forgot-password', page: 'forgotPassword', signedOut: true },
      { path: '/reset-password', page: 'resetPassword', signedOut: true },
      { path: '/auth/login/social/:type', page: 'socialCallback' },
    ]),
    remote('mf-wallet-vip', [
      { path: '/topup', page: 'topup', menuKey: 'topup' },
      { path: '/topup/payment/kind/:name', page: 'paymentKind', protected: true, menuKey: 'topup' },
      { path: '/topup/payment/:id', page: 'payment', protected: true, menuKey: 'topup' },
      { path: '/topup/*', page: 'topupOther', menuKey: 'topup' },
      { path: '/vip', page: 'vip', protected: true, menuKey: 'myVip' },
      { path: '/vip/details', page: 'vipDetails', menuKey: 'myVip' },
      { path: '/account/my-transaction', page: 'transactions', protected: true },
    ]),
    remote('mf-profile', [
      { path: '/account', page: 'account', protected: true },
      { path: '/profiles/:slug', page: 'profile' },
      { path: '/friends/*', page: 'friends', protected: true },
    ]),
    remote('mf-help', [{ path: '/tou', page: 'tou' }], [{ name: 'sheets', expose: './sheets' }]),
    remote('mf-campaign-ash-echoes', [
      { path: '/games/official/ash_echoes', page: 'official' },
      { path: '/anniversary/ash_echoes/puzzle', page: 'anniversaryPuzzle', protected: true },
      { path: '/event/ash_echoes/:eventCode/puzzle', page: 'eventPuzzle', protected: true },
    ]),
  ],
};

export const portalRoutes = () =>
  portalRouteTable(shellRoutes, v.parse(PublicRegistrySchema, registryDocument).remotes);
