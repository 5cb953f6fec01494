import { describeRouteProblem, findRouteProblems } from './conflicts';
import { ownedBy } from './routeTable';
import { portalRoutes } from './testing/portalRoutes';

const others = portalRoutes().routes;

describe('findRouteProblems', () => {
  it('accepts new paths, and finer patterns under another owner’s :param or *', () => {
    expect(
      findRouteProblems(
        'mf-campaign-new-game',
        [
          { path: '/games/official/new_game', page: 'official' },
          { path: '/topup/new-game/bonus', page: 'bonus' },
        ],
        others,
      ),
    ).toEqual([]);
  });

  it('lets a remote keep its own paths in a new version', () => {
    const wallet = others.filter((route) => route.app === 'mf-wallet-vip');
    expect(findRouteProblems('mf-wallet-vip', wallet, others)).toEqual([]);
  });

  it('names the path and both owners when a remote claims a path another owns', () => {
    const problems = findRouteProblems('mf-profile', [{ path: '/vip', page: 'mine' }], others);
    expect(problems).toEqual([
      { kind: 'conflict', path: '/vip', app: 'mf-profile', owner: 'mf-wallet-vip', ownerPath: '/vip' },
    ]);
    expect(problems.map(describeRouteProblem)).toEqual([
      'mf-profile claims "/vip", which mf-wallet-vip already owns',
    ]);
  });

  it('sees a claim on a shell route, and through renamed parameters and case', () => {
    const problems = findRouteProblems(
      'mf-help',
      [
        { path: '/Games/:code', page: 'game' },
        { path: '/profiles/:name', page: 'profile' },
      ],
      others,
    );
    expect(problems.map(describeRouteProblem)).toEqual([
      'mf-help claims "/Games/:code", which shell already owns (as "/games/:gameCode")',
      'mf-help claims "/profiles/:name", which mf-profile already owns (as "/profiles/:slug")',
    ]);
  });

  it('refuses a path declared twice and an invalid pattern', () => {
    const problems = findRouteProblems(
      'mf-help',
      [
        { path: '/faq', page: 'faq' },
        { path: '/FAQ', page: 'faq2' },
        { path: 'faq', page: 'bad' },
      ],
      others,
    );
    expect(problems.map(describeRouteProblem)).toEqual([
      'mf-help declares "/FAQ" twice (as "/faq")',
      'mf-help declares an invalid route pattern "faq": must start with "/"',
    ]);
  });
});

describe('catch-all routes', () => {
  const shellRoutes = ownedBy('shell', [
    { path: '/games/:gameCode', page: 'game' },
    { path: '/hub', page: 'hub' },
  ]);

  it('refuses a catch-all over every unknown path, naming the 404 page', () => {
    expect(
      findRouteProblems('mf-x', [{ path: '/*', page: 'any' }], shellRoutes).map(describeRouteProblem),
    ).toEqual(['mf-x declares the catch-all "/*" over every unknown path, which the 404 page owns']);
    expect(findRouteProblems('mf-x', [{ path: '/:any/*', page: 'any' }], shellRoutes)).toHaveLength(1);
  });

  it('refuses a catch-all over a path another owner has, naming both', () => {
    expect(
      findRouteProblems('mf-x', [{ path: '/games/*', page: 'any' }], shellRoutes).map(describeRouteProblem),
    ).toEqual(['mf-x declares the catch-all "/games/*" over "/games/:gameCode", which shell owns']);
  });

  it('accepts a catch-all under a prefix of its own', () => {
    expect(findRouteProblems('mf-x', [{ path: '/topup/*', page: 'any' }], shellRoutes)).toEqual([]);
  });
});
