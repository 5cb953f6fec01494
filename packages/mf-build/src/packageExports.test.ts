import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moduleExports } from './packageExports';

describe('the exports of a module, read from its source', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'module-exports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists values by their exported names, follows export *, and leaves types out', () => {
    writeFileSync(
      path.join(dir, 'index.ts'),
      [
        "export { call, apiClient as client, type CallInput } from './call';",
        "export type { ApiClient } from './client';",
        'export const TIMEOUT = 1;',
        'export async function signIn() {}',
        'export interface Shape {}',
        "export * from './more';",
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'more.ts'), 'export class Store {}\nexport default 1;\n');
    expect(moduleExports(path.join(dir, 'index.ts'))).toEqual([
      'Store',
      'TIMEOUT',
      'call',
      'client',
      'default',
      'signIn',
    ]);
  });
});
