import { describeRouteProblem, findRouteProblems } from './conflicts';
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
