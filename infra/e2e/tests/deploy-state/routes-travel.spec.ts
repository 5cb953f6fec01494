import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../src/fixtures';
import { liveVersion } from '../../src/deployState';
import { slotSelector } from '../../src/pages';
import { preRegisterInFlow } from '../../src/campaignPortal';
import { uniqueEmail } from '../../src/players';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../../src/shellSession';
import { sha256 } from '../../src/shellFiles';
import {
  adminCli,
  createTempWorkspace,
  deployCli,
  workspaceBuildCommand,
  type TempWorkspace,
} from '../../src/tempWorkspace';

// Routes travel with their remote: deploys change what the portal routes, the shell stays.
test.use({ ownDeployment: true });
test.describe.configure({ mode: 'serial' });

const PROTECTED_PAGE = '/help/terms-archive';
const PUBLIC_PAGE = '/help/privacy-archive';

let workspace: TempWorkspace;
test.beforeAll(async () => {
  workspace = await createTempWorkspace();
});
test.afterAll(async () => workspace?.remove());

async function shellDigest(shellDir: string): Promise<string> {
  const files = (await fs.readdir(shellDir, { recursive: true })).sort();
  const parts: string[] = [];
  for (const file of files) {
    const full = path.join(shellDir, file);
    if ((await fs.stat(full)).isFile()) parts.push(`${file}:${sha256(await fs.readFile(full))}`);
  }
  return sha256(parts.join('\n'));
}

/** mf-help with more routes in its routes.ts, pages it already has. */
async function helpDeclaring(extra: string): Promise<string> {
  const dir = path.join(workspace.root, 'mf-help');
  await fs.rm(dir, { recursive: true, force: true });
  await workspace.copyRemote('mf-help');
  const routes = path.join(dir, 'routes.ts');
  const source = await fs.readFile(routes, 'utf8');
  const marker = "{ path: '/embed', page: 'embedChat', meta: pageMeta.embedChat },";
  expect(source, 'mf-help/routes.ts declares its /embed route').toContain(marker);
  await fs.writeFile(routes, source.replace(marker, `${marker}\n  ${extra}`));
  return workspaceBuildCommand(workspace.root, 'mf-help');
}

test('(a) a new version of a remote brings a protected and a public route; (b) its rollback takes them away', async ({
  page,
  browser,
  request,
  portal,
}) => {
  test.setTimeout(300_000);
  const shellBefore = await shellDigest(portal.shellDir);
  const before = await liveVersion(portal.deployDir, 'mf-help');
  for (const path of [PROTECTED_PAGE, PUBLIC_PAGE]) {
    expect((await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 })).status()).toBe(
      404,
    );
  }

  await test.step('deploy mf-help declaring both routes', async () => {
    const buildCommand = await helpDeclaring(
      `{ path: '${PROTECTED_PAGE}', page: 'termsOfUse', protected: true },\n  { path: '${PUBLIC_PAGE}', page: 'privacy' },`,
    );
    await deployCli('deploy', 'mf-help', { ...portal, buildCommand });
  });
  expect(await liveVersion(portal.deployDir, 'mf-help')).not.toBe(before);

  // The gateway that answered before answers now: same URL, same process, no restart.
  const guarded = await request.get(`${PROTECTED_PAGE}?from=news`, {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(guarded.status()).toBe(307);
  expect(guarded.headers().location).toBe(
    `/login?referrer=${encodeURIComponent(`${PROTECTED_PAGE}?from=news`)}`,
  );

  await page.goto(PUBLIC_PAGE);
  await expect(page.locator(slotSelector('mf-help')).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);

  const player = await browser.newContext({ baseURL: portal.url });
  await giveSessionTo(
    player,
    portal.url,
    await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
  );
  const playerPage = await player.newPage();
  await playerPage.goto(PROTECTED_PAGE);
  await expect(playerPage).toHaveURL(new RegExp(`${PROTECTED_PAGE}$`));
  await expect(playerPage.locator(slotSelector('mf-help')).getByRole('heading', { level: 1 })).toBeVisible();
  await player.close();

  await test.step('(b) roll mf-help back', async () => {
    await deployCli('rollback', 'mf-help', portal);
  });
  expect(await liveVersion(portal.deployDir, 'mf-help')).toBe(before);
  for (const path of [PROTECTED_PAGE, PUBLIC_PAGE]) {
    expect((await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 })).status()).toBe(
      404,
    );
  }
  await page.goto(PUBLIC_PAGE);
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  expect(await shellDigest(portal.shellDir), "the shell's files are byte-identical").toBe(shellBefore);
});

test('(c) a deploy claiming /vip from mf-wallet-vip is refused and the old version still serves', async ({
  page,
  portal,
}) => {
  test.setTimeout(300_000);
  const before = await liveVersion(portal.deployDir, 'mf-help');
  const registryBefore = await fs.readFile(path.join(portal.deployDir, 'registry.json'), 'utf8');
  const buildCommand = await helpDeclaring(`{ path: '/vip', page: 'termsOfUse' },`);
  await expect(deployCli('deploy', 'mf-help', { ...portal, buildCommand })).rejects.toThrow(
    'mf-help claims "/vip", which mf-wallet-vip already owns',
  );
  expect(await fs.readFile(path.join(portal.deployDir, 'registry.json'), 'utf8')).toBe(registryBefore);
  expect(await liveVersion(portal.deployDir, 'mf-help')).toBe(before);
  await page.goto('/tou');
  await expect(page.locator(slotSelector('mf-help')).getByRole('heading', { level: 1 })).toBeVisible();
});

test('(d) a campaign scaffolded by new:remote is created on the server, deploys, lists on /games, pre-registers a player and rolls back', async ({
  page,
  portal,
}) => {
  // Two production builds of the new remote (its first version and a change of words).
  test.setTimeout(420_000);
  const shellBefore = await shellDigest(portal.shellDir);
  const app = 'mf-campaign-new-game';
  const landing = '/games/official/new_game';
  const slot = page.locator(slotSelector(app));
  const tagline = 'A new adventure is coming. Pre-register now for launch rewards.';

  await test.step('scaffold the campaign on the kit', async () => {
    await workspace.run('node', [
      '--import',
      'tsx',
      path.join(__dirname, '../../../scripts/newRemote.ts'),
      app,
      '--root',
      workspace.root,
    ]);
    expect(
      JSON.parse(await fs.readFile(path.join(workspace.root, 'package.json'), 'utf8')).workspaces,
    ).toContain(app);
  });

  await test.step('create the game and its campaign on the server', async () => {
    if (!portal.dataDir) throw new Error('this test needs a portal of its own (ownDeployment)');
    const launch = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const created = await adminCli(portal.dataDir, [
      'campaign',
      'create',
      'new_game',
      '--name',
      'New Game',
      '--launch',
      `${launch}T00:00:00Z`,
      '--description',
      'A new adventure is coming.',
    ]);
    expect(created).toContain('"gameCode": "new_game"');
  });

  const buildCommand = workspaceBuildCommand(workspace.root, app);
  // The deploy's gates type-check the scaffolded app and run its own jest tests, in the workspace.
  await test.step('deploy its first version', () =>
    deployCli('deploy', app, { ...portal, buildCommand, checksIn: workspace.root }));
  const first = await liveVersion(portal.deployDir, app);

  await page.goto('/games');
  await expect(page.getByTestId('game-card').filter({ hasText: 'New Game' })).toHaveAttribute(
    'href',
    '/games/new_game',
  );

  await test.step('a visitor pre-registers on the new landing', async () => {
    const email = uniqueEmail('new-game');
    await page.goto(landing);
    await expect(slot.getByRole('heading', { level: 1, name: 'New Game' })).toBeVisible();
    await expect(slot.getByText(tagline)).toBeVisible();
    await expect(page.getByTestId('bottom-nav').locator('[aria-current="page"]')).toHaveCount(1);
    const flow = slot.getByTestId('pre-register-flow');
    await preRegisterInFlow(flow, email, 'newgame2026');
    await flow.getByRole('button', { name: 'view my coupon' }).click();
    await expect(flow.getByTestId('reward-code')).toHaveText(/\S{6,}/);
  });

  await test.step('the team changes its words and deploys again', async () => {
    const en = path.join(workspace.root, app, 'src/i18n/texts/en.ts');
    const source = await fs.readFile(en, 'utf8');
    expect(source).toContain(tagline);
    await fs.writeFile(en, source.replace(tagline, 'Launch day is closer than you think.'));
    // Words only: the first deploy ran the gates on this code (the release records the skip).
    await deployCli('deploy', app, { ...portal, buildCommand, skipChecks: true });
    await page.goto(landing);
    await expect(slot.getByText('Launch day is closer than you think.')).toBeVisible();
  });

  await test.step('roll back to the first version', () => deployCli('rollback', app, portal));
  expect(await liveVersion(portal.deployDir, app)).toBe(first);
  await page.goto(landing);
  await expect(slot.getByText(tagline)).toBeVisible();
  expect(await shellDigest(portal.shellDir), "the shell's files are byte-identical").toBe(shellBefore);
});
