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
    const config = splitChunksConfig();
    const shared = config.cacheGroups?.shared as { test: (module: { type?: string }) => boolean };
    expect(shared.test({ type: 'consume-shared-module' })).toBe(false);
    expect(shared.test({ type: 'javascript/auto' })).toBe(true);
  });
});
