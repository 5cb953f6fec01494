export { defineFederationApp, type FederationAppConfig } from './types';
export { sharedConfig, SINGLETONS, SHARED_LIBRARIES } from './shared';
export { createWebpackConfig, type BuildOptions } from './webpackConfig';
export { devRegistry, DEV_REMOTES } from './devServer';
