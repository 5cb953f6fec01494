import {
  type ModuleFederationRuntimePlugin,
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { RUNTIME_CORE_GLOBAL } from './runtimeCoreGlobal';

/**
 * The shell hands its federation runtime to every remote, which is built with
 * `experiments.externalRuntime` and reads this global instead of carrying a copy of its own
 * (about 8 KB brotli per remote on the page). Module Federation's own injector hands over the whole
 * package namespace, which keeps every export of it in the shell's boot (+9.5 KB brotli measured);
 * these are the names a remote's bundler runtime reads (`remoteRuntimeCoreImports`, kept in step by
 * a test), all of which the shell's own runtime already holds.
 */
const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export const PROVIDED_RUNTIME_CORE_NAMES = Object.keys(runtimeCore);

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      const global = CurrentGlobal as unknown as Record<string, unknown>;
      // The first host on the page provides it (an embedding page may have done so already).
      global[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
