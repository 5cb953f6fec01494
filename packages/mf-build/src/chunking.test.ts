import { deliversSharedModulesOnly, splitChunksConfig } from './chunking';

const group = (...types: (string | null)[]) => ({
  origins: types.map((type) => ({ module: type === null ? null : { type } })),
});
const chunk = (...groups: ReturnType<typeof group>[]) => ({ groupsIterable: groups });

describe('which chunks are merged into the shared chunk', () => {
  it('takes a chunk opened only by share-scope consumes and provides', () => {
    expect(deliversSharedModulesOnly(chunk(group('consume-shared-module', 'provide-module')))).toBe(true);
    expect(deliversSharedModulesOnly(chunk(group('provide-module'), group('consume-shared-module')))).toBe(
      true,
    );
  });

  it("leaves a chunk a page's own code also opens (a lazy route, an expose) alone", () => {
    expect(deliversSharedModulesOnly(chunk(group('consume-shared-module'), group('javascript/auto')))).toBe(
      false,
    );
    expect(deliversSharedModulesOnly(chunk(group('consume-shared-module', null)))).toBe(false);
    expect(deliversSharedModulesOnly(chunk(group()))).toBe(false);
    expect(deliversSharedModulesOnly(chunk())).toBe(false);
  });

  it('keeps share-scope lookups out of the shared chunk, so it never waits on itself', () => {
    const config = splitChunksConfig('host');
    const shared = config.cacheGroups?.shared as { test: (module: { type?: string }) => boolean };
    expect(shared.test({ type: 'consume-shared-module' })).toBe(false);
    expect(shared.test({ type: 'javascript/auto' })).toBe(true);
  });

  type Group = { test: (module: { type?: string; resource?: string }) => boolean; priority: number };
  const reactGroup = (kind: 'host' | 'remote') =>
    splitChunksConfig(kind).cacheGroups?.sharedReact as Group | undefined;

  it("keeps the shell's shared modules in one file: its boot fetches no extra file", () => {
    expect(reactGroup('host')).toBeUndefined();
  });

  it("gives a remote's React a file of its own, before the rest of its shared modules", () => {
    const group = reactGroup('remote')!;
    const shared = splitChunksConfig('remote').cacheGroups?.shared as Group;
    expect(group.priority).toBeGreaterThan(shared.priority);
    for (const file of [
      '/repo/node_modules/react/cjs/react.production.js',
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/scheduler/index.js',
    ])
      expect(group.test({ type: 'javascript/auto', resource: file })).toBe(true);
    expect(
      group.test({ type: 'javascript/auto', resource: '/repo/node_modules/react-router/dist/index.mjs' }),
    ).toBe(false);
    expect(group.test({ type: 'javascript/auto', resource: '/repo/node_modules/jotai/react.js' })).toBe(
      false,
    );
    expect(group.test({ type: 'consume-shared-module', resource: '/repo/node_modules/react/index.js' })).toBe(
      false,
    );
  });
});
