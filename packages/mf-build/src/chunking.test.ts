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

  type SharedTest = (
    module: { type?: string },
    context: { chunkGraph: { getModuleChunksIterable(module: never): Iterable<unknown> } },
  ) => boolean;
  const sharedTest = (kind: 'host' | 'remote') =>
    (splitChunksConfig(kind).cacheGroups?.shared as { test: SharedTest }).test;
  const sharingChunk = chunk(group('provide-module'));
  const pageChunk = chunk(group('javascript/auto'));
  const inChunks = (...chunks: unknown[]) => ({ chunkGraph: { getModuleChunksIterable: () => chunks } });

  it('keeps share-scope lookups out of the shared chunk, so it never waits on itself', () => {
    expect(sharedTest('host')({ type: 'consume-shared-module' }, inChunks(sharingChunk))).toBe(false);
    expect(sharedTest('host')({ type: 'javascript/auto' }, inChunks(sharingChunk))).toBe(true);
    expect(sharedTest('remote')({ type: 'consume-shared-module' }, inChunks(sharingChunk))).toBe(false);
  });

  it("moves a module the shell's own code and its shared packages both import into the shared chunk only", () => {
    expect(sharedTest('host')({ type: 'javascript/auto' }, inChunks(pageChunk, sharingChunk))).toBe(true);
    expect(sharedTest('host')({ type: 'javascript/auto' }, inChunks(pageChunk))).toBe(false);
    const chunks = splitChunksConfig('host').cacheGroups?.shared as {
      chunks: (chunk: { canBeInitial(): boolean }) => boolean;
    };
    // The entry chunk keeps its copy: it runs before the shared chunk is fetched.
    expect(chunks.chunks({ canBeInitial: () => true })).toBe(false);
    expect(chunks.chunks({ canBeInitial: () => false })).toBe(true);
  });

  type Group = { test: (module: { type?: string; resource?: string }) => boolean; priority: number };
  const reactGroup = (kind: 'host' | 'remote') =>
    splitChunksConfig(kind).cacheGroups?.sharedReact as Group | undefined;
  /** Does the cache group take this file (a module of the code, or a share-scope lookup)? */
  const takes = (target: Group, resource: string, type = 'javascript/auto') =>
    target.test({ type, resource });

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
      expect(takes(group, file)).toBe(true);
    expect(takes(group, '/repo/node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(takes(group, '/repo/node_modules/jotai/react.js')).toBe(false);
    expect(takes(group, '/repo/node_modules/react/index.js', 'consume-shared-module')).toBe(false);
  });

  it("keeps the overlays and a remote's lifecycles in files of their own, out of every page's shared chunk", () => {
    for (const kind of ['host', 'remote'] as const) {
      const groups = splitChunksConfig(kind).cacheGroups ?? {};
      const shared = groups.shared as Group;
      const overlay = groups['ui-overlay'] as Group;
      const lifecycles = groups['federation-lifecycles'] as Group;
      expect(overlay.priority).toBeGreaterThan(shared.priority);
      expect(lifecycles.priority).toBeGreaterThan(shared.priority);
      for (const file of [
        '/repo/packages/ui/src/overlay/DialogFrame.tsx',
        '/repo/node_modules/body-scroll-lock-upgrade/lib/index.esm.js',
      ])
        expect(takes(overlay, file)).toBe(true);
      expect(takes(overlay, '/repo/packages/ui/src/theme.ts')).toBe(false);
      for (const file of [
        '/repo/packages/federation/src/lifecycles.tsx',
        '/repo/node_modules/single-spa-react/lib/esm/single-spa-react.js',
      ])
        expect(takes(lifecycles, file)).toBe(true);
      expect(takes(lifecycles, '/repo/packages/federation/src/embed.tsx')).toBe(false);
      expect(takes(overlay, '/repo/packages/ui/src/overlay/Modal.tsx', 'consume-shared-module')).toBe(false);
    }
  });
});
