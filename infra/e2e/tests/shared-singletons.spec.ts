import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, expectRemotePage, navigateClientSide, test } from '../src/fixtures';
import { remotePage } from '../src/pages';
import { workspaceRemotes } from '../../scripts/workspaceRemotes';
import { repoRoot } from '../src/tempPortal';
import { liveVersion } from '../src/deployState';
import { remoteVersionDir } from '../../gateway/src/registry/deployRegistry';

/**
 * The React DOM client (the reconciler) is the only code that names its container key
 * `__reactContainer$`: a JS file containing it is a copy of react-dom/client. Each build carries its
 * own copy (the fallback when no host shares one), so a second download would be a second copy.
 */
const REACT_DOM_CLIENT_MARKER = '__reactContainer$';

async function jsFilesContaining(dir: string, marker: string): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.js'));
  const contents = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  return files.filter((_file, index) => contents[index]?.includes(marker));
}

test('one React and one session store serve every app mounted while a player browses', async ({
  page,
  request,
  portal,
}) => {
  // Every remote build has a react-dom copy of its own: the page could download up to seven.
  for (const app of workspaceRemotes(repoRoot)) {
    const dir = remoteVersionDir(portal.deployDir, app, await liveVersion(portal.deployDir, app));
    expect(
      await jsFilesContaining(dir, REACT_DOM_CLIENT_MARKER),
      `${app} carries its own react-dom`,
    ).toHaveLength(1);
  }

  const scriptUrls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js'))
      scriptUrls.add(response.url());
  });

  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

  // Like a player: a game card, then its official page (mf-campaign-ash-echoes)…
  await page.getByTestId('game-card').filter({ hasText: 'Ash Echoes' }).click();
  await page.getByTestId('game-detail').getByRole('link', { name: 'Official page' }).click();
  await expectRemotePage(page, remotePage('mf-campaign-ash-echoes'));
  // …MY VIP in the bottom navigation (mf-wallet-vip)…
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'MY VIP' })
    .click();
  await expect(page.locator('#remote-slot-mf-wallet-vip').getByRole('heading', { level: 1 })).toHaveText(
    'VIP',
  );
  // …then links the portal's pages and messages point at (history.pushState, as the router does).
  for (const app of ['mf-auth', 'mf-help', 'mf-profile', 'mf-campaign-crazy-ones'] as const) {
    await navigateClientSide(page, remotePage(app).path);
    await expectRemotePage(page, remotePage(app));
  }
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'HOME' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();

  const mounts = await page.evaluate(() => {
    const portalGlobal = (
      window as unknown as { __PORTAL__?: { mounted: { app: string; react: unknown; store: unknown }[] } }
    ).__PORTAL__;
    const mounted = portalGlobal?.mounted ?? [];
    const first = mounted[0];
    return {
      samePage: (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true,
      apps: [...new Set(mounted.map((record) => record.app))],
      oneReact: mounted.length > 0 && mounted.every((record) => record.react === first?.react),
      oneStore: mounted.length > 0 && mounted.every((record) => record.store === first?.store),
    };
  });
  expect(mounts.samePage, 'no full page load while browsing').toBe(true);
  expect(mounts.apps).toEqual(
    expect.arrayContaining([
      'shell',
      'mf-campaign-ash-echoes',
      'mf-wallet-vip',
      'mf-auth',
      'mf-help',
      'mf-profile',
    ]),
  );
  expect(mounts.apps.length).toBeGreaterThanOrEqual(4);
  expect(mounts.oneReact, `every mount saw the same React module (${mounts.apps.join(', ')})`).toBe(true);
  expect(mounts.oneStore, 'every mount saw the same jotai session store').toBe(true);

  // The collection saw every visited remote's own scripts, so a duplicate could not slip past it.
  for (const app of [
    'mf-campaign-ash-echoes',
    'mf-wallet-vip',
    'mf-auth',
    'mf-help',
    'mf-profile',
    'mf-campaign-crazy-ones',
  ]) {
    expect(
      [...scriptUrls].some((url) => new URL(url).pathname.startsWith(`/remotes/${app}/`)),
      `scripts of ${app} seen`,
    ).toBe(true);
  }
  // Which downloaded scripts are a react-dom/client copy: read each one the browser fetched.
  const reactDomCopies: string[] = [];
  for (const url of scriptUrls) {
    const body = await (await request.get(url)).text();
    if (body.includes(REACT_DOM_CLIENT_MARKER)) reactDomCopies.push(new URL(url).pathname);
  }
  expect(reactDomCopies, 'exactly one react-dom/client chunk downloaded').toHaveLength(1);
  // …and the browser fetched that one file once (Resource Timing has one entry per fetch).
  const fetches = await page.evaluate(
    (pathname) =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === pathname)
        .length,
    reactDomCopies[0] ?? '',
  );
  expect(fetches).toBe(1);
});
