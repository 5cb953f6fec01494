import { remoteRuntimeCoreImports } from './remoteRuntimeCoreImports';
import { RUNTIME_CORE_GLOBAL } from './runtimeCoreGlobal';

describe('the federation runtime the shell hands to remotes', () => {
  it('provides every name a remote built with externalRuntime reads', async () => {
    const { PROVIDED_RUNTIME_CORE_NAMES } = await import('./provideRuntimeCore');
    const needed = remoteRuntimeCoreImports();
    expect(needed).toEqual(expect.arrayContaining(['ModuleFederation', 'getRemoteEntry', 'helpers']));
    expect(needed.filter((name) => !PROVIDED_RUNTIME_CORE_NAMES.includes(name))).toEqual([]);
  });

  it('publishes it once, under the global the remotes read, and leaves one already there', async () => {
    const { default: provideRuntimeCore } = await import('./provideRuntimeCore');
    const global = globalThis as Record<string, unknown>;
    delete global[RUNTIME_CORE_GLOBAL];
    const plugin = provideRuntimeCore();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit?.(args as never)).toBe(args);
    const provided = global[RUNTIME_CORE_GLOBAL] as Record<string, unknown>;
    expect(Object.keys(provided)).toContain('ModuleFederation');
    const earlier = { fromEmbeddingPage: true };
    global[RUNTIME_CORE_GLOBAL] = earlier;
    plugin.beforeInit?.(args as never);
    expect(global[RUNTIME_CORE_GLOBAL]).toBe(earlier);
    delete global[RUNTIME_CORE_GLOBAL];
  });
});
