/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRemotes } from '../../../infra/scripts/workspaceRemotes';
import type { FederationAppConfig } from './types';

const root = path.resolve(__dirname, '../../..');

/**
 * Each remote publishes its federation exposes as types from their source (package.json `exports`,
 * `types` condition only), which its consumers import. The two lists must stay one: an expose
 * without its types entry would be untyped again, a stale entry would type a module nobody serves.
 */
describe.each(workspaceRemotes(root))('%s', (remote) => {
  it('publishes exactly its federation exposes, as types only, from the same source files', async () => {
    const config = (
      (await import(path.join(root, remote, 'federation.config.ts'))) as { default: FederationAppConfig }
    ).default;
    const { exports = {} } = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8')) as {
      exports?: Record<string, unknown>;
    };
    const published = Object.fromEntries(Object.entries(exports).filter(([key]) => key !== './package.json'));
    const exposed = Object.fromEntries(
      Object.entries(config.exposes ?? {}).map(([key, file]) => [key, { types: file }]),
    );
    expect(published).toEqual(exposed);
  });
});
