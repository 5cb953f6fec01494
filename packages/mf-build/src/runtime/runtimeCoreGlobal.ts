/** Where a remote built with `experiments.externalRuntime` looks for the federation runtime. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
