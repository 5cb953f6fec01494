import type { RemoteApp } from '../../gateway/src/config';

/** One public route per remote, and what a player sees there: the page's h1. */
export interface RemotePage {
  app: RemoteApp;
  path: string;
  /** `data-testid` of the page's `<article>`. */
  testId: string;
  heading: string;
}

export const remotePages: readonly RemotePage[] = [
  { app: 'mf-auth', path: '/login', testId: 'page-login', heading: 'Welcome Back!' },
  { app: 'mf-wallet-vip', path: '/topup', testId: 'page-topup', heading: 'Top Up' },
  {
    app: 'mf-profile',
    path: '/profiles/demo',
    testId: 'page-publicProfile',
    heading: "DemoPlayer's Profile",
  },
  { app: 'mf-help', path: '/tou', testId: 'page-tou', heading: 'Terms of Use' },
  {
    app: 'mf-campaign-ash-echoes',
    path: '/games/official/ash_echoes',
    testId: 'page-official',
    heading: 'Ash Echoes',
  },
  {
    app: 'mf-campaign-crazy-ones',
    path: '/games/official/crazy_ones',
    testId: 'page-crazy-ones',
    heading: 'Crazy Ones',
  },
];

export function remotePage(app: RemoteApp): RemotePage {
  const page = remotePages.find((candidate) => candidate.app === app);
  if (!page) throw new Error(`no test route for ${app}`);
  return page;
}

/** The element single-spa mounts a remote into. */
export const slotSelector = (app: RemoteApp) => `section#remote-slot-${app}`;
