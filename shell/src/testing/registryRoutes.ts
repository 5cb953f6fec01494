import type { RoutedRemote } from '@portal/routes';
import { setRegistryRoutes } from '../routes/routeTable';

/** Routes of live remotes as a registry would list them (the shell's tests do not read remotes' sources). */
export const registryRemotes: RoutedRemote[] = [
  {
    app: 'mf-auth',
    routes: [
      { path: '/login', page: 'login', signedOut: true },
      { path: '/register', page: 'register', signedOut: true },
      { path: '/forgot-password', page: 'forgotPassword', signedOut: true },
      { path: '/reset-password', page: 'resetPassword', signedOut: true },
    ],
  },
  {
    app: 'mf-wallet-vip',
    routes: [
      { path: '/topup', page: 'topup', menuKey: 'topup' },
      { path: '/topup/*', page: 'topupFlow', menuKey: 'topup' },
      { path: '/vip', page: 'vip', protected: true, menuKey: 'myVip' },
      { path: '/vip/details', page: 'vipDetails', menuKey: 'myVip' },
      { path: '/account/my-transaction', page: 'transactions', protected: true },
    ],
  },
  {
    app: 'mf-profile',
    routes: [
      { path: '/account', page: 'account', protected: true },
      { path: '/profiles/:slug', page: 'publicProfile' },
    ],
  },
  {
    app: 'mf-help',
    routes: [{ path: '/tou', page: 'termsOfUse' }],
    overlays: [{ name: 'sheets', expose: './sheets' }],
  },
  {
    app: 'mf-campaign-ash-echoes',
    routes: [
      { path: '/games/official/ash_echoes', page: 'official', menuKey: 'games' },
      { path: '/anniversary/ash_echoes/puzzle', page: 'puzzle', protected: true },
    ],
  },
];

/** The shell's route table as it is once the registry above has been read. */
export const loadRegistryRoutes = (remotes: RoutedRemote[] = registryRemotes) => setRegistryRoutes(remotes);
