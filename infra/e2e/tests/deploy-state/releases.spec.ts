import { randomBytes } from 'node:crypto';
import type { Browser, Page, Response } from '@playwright/test';
import { expect, expectRemotePage, test } from '../../src/fixtures';
import {
  copiedBuildLabelled,
  copiedBuildWhoseMountThrows,
  liveVersion,
  runDeployCli,
  runReleasesCommand,
} from '../../src/deployState';
import { readDeployRegistry } from '../../../gateway/src/registry/deployRegistry';
import { remotePage, slotSelector } from '../../src/pages';

const help = remotePage('mf-help');

// This file changes mf-help's deployment: a portal of its own, and one test at a time.
test.use({ ownDeployment: true });
test.describe.configure({ mode: 'serial' });

/** The mf-help version a document's preload hints name (the gateway's choice for this browser). */
function hintedVersion(response: Response | null): string | undefined {
  return /\/remotes\/mf-help\/([^/]+)\/mf-manifest\.json/.exec(response?.headers().link ?? '')?.[1];
}

/** The mf-help version the shell of this page reads from /registry.json. */
async function registryVersion(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const registry = (await (await fetch('/registry.json')).json()) as {
      remotes: { app: string; version: string }[];
    };
    return registry.remotes.find((remote) => remote.app === 'mf-help')?.version;
  });
}

/** Publishes a copied build as a new mf-help version (not live); returns its id and the CLI's words. */
async function publish(deployDir: string, portalUrl: string, buildCommand: string) {
  const { output } = await runDeployCli('deploy', 'mf-help', {
    deployDir,
    env: { PORTAL_URL: portalUrl },
    // The gates are the unit tests' (gates.test.ts); here the build is a copy of one already tested.
    args: ['--preview', '--skip-checks', '--build-cmd', buildCommand],
  });
  const version = /^mf-help ([0-9a-f]{16}) is published, not live$/m.exec(output)?.[1];
  expect(version, output).toBeDefined();
  return { version: version!, output };
}

/**
 * A new browser opens /tou, reads the registry as its shell does, and reloads. Only documents and
 * the registry are let through: what is checked is the gateway's choice for this browser (the
 * preview test renders the full page), and forty full boots would take minutes on a busy machine.
 */
async function freshBrowserVersion(browser: Browser, url: string) {
  const context = await browser.newContext();
  await context.route('**/*', (route) =>
    route.request().resourceType() === 'document' ||
    new URL(route.request().url()).pathname === '/registry.json'
      ? route.continue()
      : route.abort(),
  );
  try {
    const page = await context.newPage();
    const first = hintedVersion(await page.goto(`${url}${help.path}`, { waitUntil: 'commit' }));
    const shellReads = await registryVersion(page);
    const reloaded = hintedVersion(await page.reload({ waitUntil: 'commit' }));
    return { first, shellReads, reloaded };
  } finally {
    await context.close();
  }
}

test('a preview is visible only in the browser that opened its link, with a badge and a way out', async ({
  page,
  browser,
  portal,
}) => {
  test.setTimeout(180_000);
  const live = await liveVersion(portal.deployDir, 'mf-help');
  const { version, output } = await publish(
    portal.deployDir,
    portal.url,
    copiedBuildLabelled(`preview ${randomBytes(4).toString('hex')}`),
  );
  expect(output).toContain(`preview it (this browser only): ${portal.url}/preview/mf-help/${version}`);
  expect(await liveVersion(portal.deployDir, 'mf-help')).toBe(live);

  await page.goto(`/preview/mf-help/${version}`);
  const response = await page.goto(help.path);
  expect(hintedVersion(response)).toBe(version);
  await expectRemotePage(page, help);
  const badge = page.getByTestId('preview-badge');
  await expect(badge).toContainText(`Preview ${version}`);
  expect(await registryVersion(page)).toBe(version);
  // Across the whole portal, not only on mf-help's pages.
  await page.goto('/games');
  await expect(badge).toContainText(`Preview ${version}`);

  const someoneElse = await freshBrowserVersion(browser, portal.url);
  expect(someoneElse).toEqual({ first: live, shellReads: live, reloaded: live });

  await badge.getByRole('link', { name: 'Exit preview' }).click();
  await page.goto(help.path);
  await expectRemotePage(page, help);
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  expect(await registryVersion(page)).toBe(live);
});

test('a 50 % canary serves the new version to about half of 40 fresh browsers, each the same on reload', async ({
  browser,
  portal,
}) => {
  test.setTimeout(600_000);
  const live = await liveVersion(portal.deployDir, 'mf-help');
  const { version } = await publish(
    portal.deployDir,
    portal.url,
    copiedBuildLabelled(`canary ${randomBytes(4).toString('hex')}`),
  );
  await runDeployCli('promote', 'mf-help', {
    deployDir: portal.deployDir,
    args: [version, '--percent', '50'],
  });
  try {
    const seen: string[] = [];
    for (let browserNumber = 0; browserNumber < 40; browserNumber += 1) {
      const visit = await freshBrowserVersion(browser, portal.url);
      expect([live, version]).toContain(visit.first);
      // The document's hints and the registry the shell reads agree, and a reload keeps the version.
      expect(visit.shellReads).toBe(visit.first);
      expect(visit.reloaded).toBe(visit.first);
      seen.push(visit.first!);
    }
    const inCanary = seen.filter((seenVersion) => seenVersion === version).length;
    // Binomial(40, 0.5): outside 8–32 once in about 100 000 runs.
    expect(inCanary).toBeGreaterThanOrEqual(8);
    expect(inCanary).toBeLessThanOrEqual(32);
  } finally {
    await runDeployCli('rollback', 'mf-help', { deployDir: portal.deployDir });
  }
  expect(await liveVersion(portal.deployDir, 'mf-help')).toBe(live);
});

test('a canary whose mount throws is rolled back by the gateway within a minute; live keeps serving', async ({
  page,
  browser,
  portal,
}) => {
  test.setTimeout(300_000);
  const live = await liveVersion(portal.deployDir, 'mf-help');
  const { version } = await publish(
    portal.deployDir,
    portal.url,
    copiedBuildWhoseMountThrows(`broken ${randomBytes(4).toString('hex')}`),
  );
  await runDeployCli('promote', 'mf-help', {
    deployDir: portal.deployDir,
    args: [version, '--percent', '50'],
  });
  const promotedAt = Date.now();

  // Players keep arriving; those in the canary see the fallback (and their browsers report it).
  const canaryRunning = async () => (await readDeployRegistry(portal.deployDir)).remotes['mf-help']?.canary;
  let sawCanaryFail = false;
  while (await canaryRunning()) {
    expect(Date.now() - promotedAt, 'rolled back within a minute').toBeLessThan(60_000);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const response = await visitor.goto(`${portal.url}${help.path}`);
    if (hintedVersion(response) === version) {
      await expect(visitor.locator(`${slotSelector('mf-help')} [data-fallback-for="mf-help"]`)).toBeVisible();
      sawCanaryFail = true;
    } else {
      await expectRemotePage(visitor, help);
    }
    await context.close();
  }
  expect(Date.now() - promotedAt).toBeLessThan(60_000);
  expect(sawCanaryFail).toBe(true);
  expect(await liveVersion(portal.deployDir, 'mf-help')).toBe(live);

  // Everyone is on the live version again, which kept serving throughout.
  const response = await page.goto(help.path);
  expect(hintedVersion(response)).toBe(live);
  await expectRemotePage(page, help);

  const { output } = await runReleasesCommand('mf-help', portal.deployDir);
  expect(output).toMatch(
    new RegExp(
      `${version}\\n[\\s\\S]*?canary share: 50 %\\n\\s+ended: rolled back automatically by gateway at \\S+: failure rate`,
    ),
  );
});
