import { expect, test } from '../src/fixtures';
import { liveVersion } from '../src/deployState';
import { embedPage, startStudioSite } from '../src/studioServer';

test("a studio's plain page embeds mf-help with mount(), and unmount empties the element", async ({
  page,
  portal,
}) => {
  const version = await liveVersion(portal.deployDir, 'mf-help');
  const embedEntryUrl = `${portal.url}/remotes/mf-help/${version}/embedEntry.js`;
  const studio = await startStudioSite(
    embedPage({ embedEntryUrl, container: 'mf_help', initialPath: '/tou' }),
  );
  try {
    const fromGateway: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${portal.url}/remotes/mf-help/`)) fromGateway.push(response.url());
    });

    await page.goto(studio.url);

    const embedded = page.locator('#portal-feedback');
    await expect(embedded.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByTestId('shell-header')).toHaveCount(0);
    expect(new URL(studio.url).origin).not.toBe(new URL(portal.url).origin);
    expect(fromGateway).toContain(embedEntryUrl);
    expect(
      await page.evaluate(() => (window as unknown as { studioError?: string }).studioError),
    ).toBeUndefined();

    await page.evaluate(() => (window as unknown as { studioUnmount: () => void }).studioUnmount());

    await expect(embedded).toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Our studio' })).toBeVisible();
  } finally {
    await studio.close();
  }
});
