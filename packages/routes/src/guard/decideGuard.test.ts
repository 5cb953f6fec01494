import { safeReturnPath, type MaintenanceSetting } from '@portal/contracts';
import { HOSTILE_RETURN_PATHS } from '@portal/contracts/testing';
import { decideGuard, loginLocation, type GuardInput } from './decideGuard';
import type { MaintenanceInput } from './maintenance';
import { portalRoutes } from '../testing/portalRoutes';

const routes = portalRoutes();

const PAGE = 'https://status.example/maintenance';
const on: MaintenanceSetting = { isActive: true, ipWhitelist: ['10.0.0.7'] };
const off: MaintenanceSetting = { isActive: false, ipWhitelist: [] };
const maintenanceFor = (setting: MaintenanceSetting, clientIp = '203.0.113.9'): MaintenanceInput => ({
  setting,
  clientIp,
  pageUrl: PAGE,
});

type Row = [
  path: string,
  token: boolean,
  webview: boolean,
  maintenance: MaintenanceInput | null,
  expected: string | null,
];

/** path × token × webview × maintenance → where the player is sent (null: the page is served), over registry routes. */
const table: Row[] = [
  // protected routes
  ['/account', false, false, null, '/login?referrer=%2Faccount'],
  ['/account', true, false, null, null],
  ['/account', false, true, null, null],
  ['/hub', false, false, null, '/login?referrer=%2Fhub'],
  ['/topup/payment/42', false, false, null, '/login?referrer=%2Ftopup%2Fpayment%2F42'],
  [
    '/anniversary/ash_echoes/puzzle',
    false,
    false,
    null,
    '/login?referrer=%2Fanniversary%2Fash_echoes%2Fpuzzle',
  ],
  // open routes
  ['/games', false, false, null, null],
  ['/games', true, false, null, null],
  ['/vip/details', false, false, null, null],
  ['/profiles/demo', false, false, null, null],
  ['/no-such-page', false, false, null, null],
  // signed-out pages and the visitors' home
  ['/login', true, false, null, '/hub'],
  ['/register', true, false, null, '/hub'],
  ['/forgot-password', true, false, null, '/hub'],
  ['/reset-password', true, false, null, '/hub'],
  ['/', true, false, null, '/hub'],
  ['/login', false, false, null, null],
  ['/', false, false, null, null],
  ['/login', true, true, null, null],
  ['/', true, true, null, null],
  // maintenance comes first, for everyone not whitelisted
  ['/games', false, false, maintenanceFor(on), PAGE],
  ['/account', false, false, maintenanceFor(on), PAGE],
  ['/', true, false, maintenanceFor(on), PAGE],
  ['/account', true, true, maintenanceFor(on), PAGE],
  ['/account', false, false, maintenanceFor(on, '10.0.0.7'), '/login?referrer=%2Faccount'],
  ['/games', false, false, maintenanceFor(on, '10.0.0.7'), null],
  ['/games', false, false, maintenanceFor(off), null],
  ['/account', false, false, maintenanceFor(off), '/login?referrer=%2Faccount'],
];

describe('decideGuard: path × token × webview × maintenance', () => {
  it.each(table)(
    '%s, token %s, webview %s, maintenance %j → %s',
    (path, token, webview, maintenance, expected) => {
      const input: GuardInput = { pathname: path, hasToken: token, isWebview: webview, maintenance, routes };
      expect(decideGuard(input)?.location ?? null).toBe(expected);
    },
  );

  it('keeps the query of the original URL in the encoded referrer', () => {
    expect(
      decideGuard({
        pathname: '/account/my-transaction',
        search: '?tab=topup',
        hasToken: false,
        isWebview: false,
        routes,
      }),
    ).toEqual({
      reason: 'login-required',
      location: '/login?referrer=%2Faccount%2Fmy-transaction%3Ftab%3Dtopup',
    });
  });

  it('names why it redirects', () => {
    expect(decideGuard({ pathname: '/', hasToken: true, isWebview: false, routes })?.reason).toBe(
      'signed-in',
    );
    expect(
      decideGuard({
        pathname: '/',
        hasToken: false,
        isWebview: false,
        routes,
        maintenance: maintenanceFor(on),
      })?.reason,
    ).toBe('maintenance');
  });

  it('treats a trailing slash like the path without it', () => {
    expect(decideGuard({ pathname: '/login/', hasToken: true, isWebview: false, routes })?.location).toBe(
      '/hub',
    );
    expect(decideGuard({ pathname: '/account/', hasToken: false, isWebview: false, routes })?.location).toBe(
      '/login?referrer=%2Faccount%2F',
    );
  });

  it('sends nobody away for maintenance when the client IP or the page is unknown', () => {
    const unknownIp = { setting: on, clientIp: null, pageUrl: PAGE };
    const noPage = { setting: on, clientIp: '203.0.113.9', pageUrl: null };
    expect(
      decideGuard({ pathname: '/games', hasToken: false, isWebview: false, routes, maintenance: unknownIp }),
    ).toBeNull();
    expect(
      decideGuard({ pathname: '/games', hasToken: false, isWebview: false, routes, maintenance: noPage }),
    ).toBeNull();
  });

  it('never redirects the maintenance page to itself', () => {
    const local = { setting: on, clientIp: '203.0.113.9', pageUrl: '/maintenance?from=portal' };
    expect(
      decideGuard({
        pathname: '/maintenance',
        hasToken: false,
        isWebview: false,
        routes,
        maintenance: local,
      }),
    ).toBeNull();
    expect(
      decideGuard({ pathname: '/games', hasToken: false, isWebview: false, routes, maintenance: local })
        ?.location,
    ).toBe('/maintenance?from=portal');
  });

  it('encodes a path that is already percent-encoded once more, so it survives the round trip', () => {
    const location = loginLocation('/profiles/a%20b');
    expect(new URL(location, 'https://portal.test').searchParams.get('referrer')).toBe('/profiles/a%20b');
  });

  describe('the referrer it writes goes through safeReturnPath (the redirect corpus)', () => {
    const ORIGIN = 'https://portal.example';
    // The guard sees a pathname and a search; a hostile value reaches it as both, split at `?`.
    const asLocation = (value: string) => {
      const at = value.indexOf('?');
      return at < 0
        ? { pathname: value, search: '' }
        : { pathname: value.slice(0, at), search: value.slice(at) };
    };

    it.each(HOSTILE_RETURN_PATHS)('sends %j to /login with a referrer that stays on the portal', (value) => {
      const { pathname, search } = asLocation(value);
      const referrer = new URL(loginLocation(pathname, search), ORIGIN).searchParams.get('referrer') ?? '';
      expect(new URL(referrer, ORIGIN).origin).toBe(ORIGIN);
      expect(referrer).toMatch(/^\/(?![/\\])/);
      expect(referrer).toBe(safeReturnPath(`${pathname}${search}`));
    });

    it('keeps an ordinary protected path and its query as they were', () => {
      expect(loginLocation('/account/my-coupons', '?status=used')).toBe(
        '/login?referrer=%2Faccount%2Fmy-coupons%3Fstatus%3Dused',
      );
    });
  });
});
