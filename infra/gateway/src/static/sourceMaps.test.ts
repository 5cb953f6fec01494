import { promises as fs } from 'node:fs';
import path from 'node:path';
import { remoteVersionDir } from '../registry/deployRegistry';
import { buildGateway } from '../server';
import {
  deployFixture,
  gatewayConfig,
  removeTempDirs,
  SHELL_MAIN_FILE,
  writeShellBuild,
} from '../testing/fixtures';

afterEach(removeTempDirs);

describe('source maps', () => {
  it('are not served, from the shell or from a deployed remote, while the code they map is', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    await fs.writeFile(path.join(config.shellDir, `${SHELL_MAIN_FILE}.map`), '{"version":3,"mappings":""}');
    const help = await deployFixture(config.deployDir, 'mf-help');
    const helpDir = remoteVersionDir(config.deployDir, 'mf-help', help.version);
    // Deploys move maps out of the served folder; one left there (an older deploy, a hand copy)
    // must still be refused.
    const helpCode = (await fs.readdir(helpDir)).find((file) => file.endsWith('.js'));
    const helpMap = `${helpCode!}.map`;
    await fs.writeFile(path.join(helpDir, helpMap), '{"version":3,"mappings":""}');
    const app = buildGateway(config);

    const shellCode = await app.inject({ url: `/${SHELL_MAIN_FILE}` });
    const remoteCode = await app.inject({
      url: `/remotes/mf-help/${help.version}/${helpCode!}`,
    });
    expect([shellCode.statusCode, remoteCode.statusCode]).toEqual([200, 200]);

    for (const url of [
      `/${SHELL_MAIN_FILE}.map`,
      `/${SHELL_MAIN_FILE}.MAP`,
      `/${SHELL_MAIN_FILE}%2Emap`,
      `/${SHELL_MAIN_FILE}.map?v=1`,
      `/remotes/mf-help/${help.version}/${helpMap}`,
    ]) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('mappings');
    }
    await app.close();
  });
});
