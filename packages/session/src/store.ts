import { createStore } from 'jotai';

/**
 * The one jotai store for cross-app state. Every single-spa mount is its own React root,
 * so a `<Provider>` in the shell never reaches a remote: all apps pass this store explicitly.
 */
export const sessionStore = createStore();

function randomId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Random per page load: two apps that read the same id share this module (and so the store). */
export const SESSION_STORE_ID: string = randomId();
