/**
 * The smoke suite of the production stage (build:prod artifacts, NODE_ENV=production, two replicas on
 * PostgreSQL, remotes on the asset origin): what a release must not break, as a player and as the
 * team that ships a remote and the operator do it: sign-in, a sandbox top-up and a transfer,
 * pre-registration, a remote deploy and rollback, and both in the operator's audit trail.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect as baseExpect, test } from '../src/fixtures';
import { DEMO_PLAYER } from '../src/players';
import { buyUntilCheckout, PHONE } from '../src/walletPortal';
import { replicasFromEnv } from './replicaEnv';

const topology = replicasFromEnv();
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ viewport: PHONE });
test.beforeEach(() => test.slow());

async function signIn(page: import('@playwright/test').Page) {
  await page.goto('/login');
  const login = page.getByTestId('page-login');
  await login.getByLabel('Email').fill(DEMO_PLAYER.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await login.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/hub$/);
}

test('a player signs in, tops up through the sandbox checkout and transfers gold to a game', async ({
  page,
}) => {
  await signIn(page);
  await buyUntilCheckout(page, 'gold_5000');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/topup\/order\/detail\?orderId=tp_/);
  await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Delivered');

  await page.goto('/transfer');
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Moonlight Saga' });
  await page.getByLabel('In-game account ID').fill('Smoke-01');
  await page.getByLabel('Amount of Gold').fill('1000');
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  await page
    .getByRole('dialog', { name: 'Send this Gold?' })
    .getByRole('button', { name: 'Send Gold' })
    .click();
  await expect(page).toHaveURL(/\/transfer\/tr_/);
  await expect(page.getByTestId('transfer-detail').getByTestId('status')).toHaveText(
    /^(Awaiting delivery|Delivered)$/,
  );
});

test('a player pre-registers for a campaign', async ({ page }) => {
  await page.goto('/pre-register');
  const flow = page.getByTestId('pre-register-flow');
  await flow.getByLabel('Email').fill(DEMO_PLAYER.email);
  await flow.getByRole('button', { name: 'Continue' }).click();
  await flow.getByLabel('Password').fill(DEMO_PLAYER.password);
  await flow.getByRole('button', { name: 'Log in' }).click();
  const consent = flow.getByRole('button', { name: 'Pre-register' });
  const done = flow.getByRole('heading', { name: 'Thank you for pre-registering!' });
  await expect(consent.or(done)).toBeVisible();
  if (await consent.isVisible()) {
    await flow.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await flow.getByRole('checkbox', { name: /EULA/ }).check();
    await consent.click();
  }
  await expect(done).toBeVisible();
});

test('a remote is deployed and rolled back with the publish CLI, and the portal follows', async ({
  page,
  request,
  portal,
}) => {
  const publish = path.join(topology.artifactsDir, 'publish');
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['main.js', ...args], {
      cwd: publish,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEPLOY_DIR: portal.deployDir,
        SHELL_DIR: path.join(publish, 'shell'),
        REMOTE_ASSET_DIR: topology.assetDir,
        REMOTE_ASSET_URL: topology.assetUrl,
      },
    });
  const liveVersion = async () =>
    (
      (await (await request.get('/registry.json')).json()) as { remotes: { app: string; version: string }[] }
    ).remotes.find((remote) => remote.app === 'mf-help')?.version;
  const before = await liveVersion();
  expect(before).toBeTruthy();

  // A new build of the same source would be the same version (ids are content-addressed): mark this one.
  const deployed = cli(
    'deploy',
    'mf-help',
    '--skip-checks',
    '--build-cmd',
    `cp -R ${publish}/remotes/{app}/. {out} && echo '/* smoke ${Date.now()} */' >> {out}/remoteEntry.js`,
  );
  const version = / ([\w.-]+) is live/.exec(deployed)?.[1];
  expect(version).toBeTruthy();
  await expect.poll(liveVersion).toBe(version);
  await page.goto('/tou');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(cli('rollback', 'mf-help')).toContain(`rolled back from ${version} to ${before}`);
  await expect.poll(liveVersion).toBe(before);
  await page.goto('/tou');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The operator reads both releases in the audit trail, through the admin artifact and an API replica.
  const audit = execFileSync(process.execPath, ['main.js', 'audit', '--since', '1d'], {
    cwd: path.join(topology.artifactsDir, 'admin'),
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_API_URL: topology.urls[0],
      ADMIN_API_TOKEN: topology.adminToken,
      ADMIN_OPERATOR: 'smoke',
    },
  });
  expect(audit).toMatch(new RegExp(`release promoted\\s+ok\\s+deploy\\s+mf-help ${version}$`, 'm'));
  expect(audit).toMatch(new RegExp(`release rolled back\\s+ok\\s+deploy\\s+mf-help ${version}$`, 'm'));
});
