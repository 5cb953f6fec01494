import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, expectRemotePage, test } from '../../src/fixtures';
import { liveVersion, runDeployCli } from '../../src/deployState';
import { remotePage, slotSelector } from '../../src/pages';
import { sha256, splitDocument, visitAndHashShell } from '../../src/shellFiles';

const help = remotePage('mf-help');
const helpPageReady = `${slotSelector('mf-help')} [data-testid="${help.testId}"] h1`;

// This file changes mf-help's deployment: a portal of its own, and one test at a time.
test.use({ ownDeployment: true });
test.describe.configure({ mode: 'serial' });

test('redeploying mf-help with the gateway running changes /tou only; a rollback brings the old one back', async ({
  page,
  browser,
  portal,
}) => {
  test.setTimeout(240_000);
  const label = `e2e-${new Date().toISOString()}-${randomBytes(3).toString('hex')}`;
  const before = await liveVersion(portal.deployDir, 'mf-help');
  const builtIndexHtml = sha256(
    splitDocument(await fs.readFile(path.join(portal.shellDir, 'index.html'), 'utf8')).shellHtml,
  );

  // A player has /tou open; the live mf-help shows no build label.
  await page.goto(help.path);
  await expectRemotePage(page, help);
  await expect(page.getByTestId('build-label')).toHaveCount(0);
  const visitBefore = await visitAndHashShell(browser, portal.url, help.path, helpPageReady);
  expect(
    visitBefore.shellFiles.get('document'),
    'served document = shell/dist/index.html + page head + preload hints',
  ).toBe(builtIndexHtml);
  expect(visitBefore.documentHints.join('')).toContain(`/remotes/mf-help/${before}/`);

  await test.step(`deploy mf-help with BUILD_LABEL=${label}`, async () => {
    // Type-check and tests are the deploy gates' own tests (gates.test.ts); this one is about the browser.
    await runDeployCli('deploy', 'mf-help', {
      deployDir: portal.deployDir,
      env: { BUILD_LABEL: label },
      args: ['--skip-checks'],
    });
  });
  const after = await liveVersion(portal.deployDir, 'mf-help');
  expect(after).not.toBe(before);

  await page.reload();
  await expectRemotePage(page, help);
  await expect(page.locator(slotSelector('mf-help')).getByTestId('build-label')).toHaveText(label);

  const visitAfter = await visitAndHashShell(browser, portal.url, help.path, helpPageReady);
  expect(visitAfter.buildLabel).toBe(label);
  // Byte-identical shell: same files, same hashes (index.html and every shell script fetched).
  expect(visitAfter.shellFiles.size).toBeGreaterThan(1);
  expect(Object.fromEntries(visitAfter.shellFiles)).toEqual(Object.fromEntries(visitBefore.shellFiles));
  // Only the gateway's preload hints moved on to the new version.
  expect(visitAfter.documentHints.join('')).toContain(`/remotes/mf-help/${after}/`);
  expect(visitAfter.documentHints.join('')).not.toContain(before);

  await test.step('roll mf-help back', async () => {
    await runDeployCli('rollback', 'mf-help', { deployDir: portal.deployDir });
  });
  expect(await liveVersion(portal.deployDir, 'mf-help')).toBe(before);

  await page.reload();
  await expectRemotePage(page, help);
  await expect(page.getByTestId('build-label')).toHaveCount(0);
  const visitRolledBack = await visitAndHashShell(browser, portal.url, help.path, helpPageReady);
  expect(visitRolledBack.buildLabel).toBeNull();
  expect(Object.fromEntries(visitRolledBack.shellFiles)).toEqual(Object.fromEntries(visitBefore.shellFiles));
});
