/**
 * A deploy and a rollback of a campaign remote change what visitors' landings arrive drawn with:
 * the gateway puts the live version's server render in the document, without a restart.
 */
import { randomBytes } from 'node:crypto';
import { test } from '../../src/fixtures';
import { campaignExpect as expect, LANDING } from '../../src/campaignPortal';
import { liveVersion, runDeployCli } from '../../src/deployState';
import { COPY_DIST_BUILD_COMMAND } from '../../src/tempPortal';

const APP = 'mf-campaign-ash-echoes';
const TAGLINE = 'Every echo remembers. Gather the Echomancers before the ash settles.';

// This file changes the campaign's deployment: a portal of its own, and one test at a time.
test.use({ ownDeployment: true });
test.describe.configure({ mode: 'serial' });

test("a deploy changes the landing's HTML a visitor is sent, and a rollback brings the old text back", async ({
  request,
  portal,
}) => {
  test.setTimeout(240_000);
  // What a client without JavaScript is shown: the drawn slot of the document (its head names the
  // tagline too, as the page's description, which a deploy of the remote does not change).
  const served = async () => {
    const html = await (await request.get(LANDING, { headers: { accept: 'text/html' } })).text();
    const slot = html.indexOf(`<section id="remote-slot-${APP}"`);
    return slot === -1 ? '' : html.slice(slot);
  };
  // A version's first render may run past the gateway's budget; it finishes and serves the next visitor.
  await expect.poll(served).toContain(TAGLINE);
  const before = await liveVersion(portal.deployDir, APP);

  const changed = `Every echo returns, release ${randomBytes(3).toString('hex')}.`;
  await test.step('deploy the landing with its tagline changed', async () => {
    // The production build, copied, with the English tagline of its server render rewritten.
    const buildCommand = `${COPY_DIST_BUILD_COMMAND} && sed -i 's/${TAGLINE.replace(/\./g, '\\.')}/${changed}/' "$DEPLOY_OUT_DIR/server/render.js"`;
    await runDeployCli('deploy', APP, {
      deployDir: portal.deployDir,
      args: ['--skip-checks', '--build-cmd', buildCommand],
    });
  });
  expect(await liveVersion(portal.deployDir, APP)).not.toBe(before);
  await expect.poll(served).toContain(changed);
  expect(await served()).not.toContain(TAGLINE);

  await test.step('roll the landing back', async () => {
    await runDeployCli('rollback', APP, { deployDir: portal.deployDir });
  });
  expect(await liveVersion(portal.deployDir, APP)).toBe(before);
  await expect.poll(served).toContain(TAGLINE);
  expect(await served()).not.toContain(changed);
});
