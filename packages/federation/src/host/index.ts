export { fetchRegistry, RegistrySchema, type Registry, type RegistryEntry } from './registry';
export { registerRegistry, resetRemote, loadRemoteLifecycles, type FailureDisplay } from './loader';
export { RETRY_REMOTE_EVENT, requestRemoteRetry, fallbackLifecycles, renderFallback } from './fallback';
export { guardLifecycles } from './guard';
export { fetchWithRetry, withRetry, RETRY_DELAYS_MS } from './retry';
export { retryPlugin, fallbackPlugin, cacheBustPlugin } from './plugins';
export {
  DEFAULT_REMOTE_LOAD_TIMEOUT_MS,
  REMOTE_TIMEOUT_META,
  RemoteLoadTimeoutError,
  remoteLoadTimeoutMs,
  withLoadTimeout,
} from './timeout';
