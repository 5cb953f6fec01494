import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What react-i18next itself re-renders a translating component for: a change of language only.
 * Bound to `loaded` and `added` as well, it re-rendered every translating component of every root
 * whenever any namespace's texts arrived, as an external store's update: at once, unsliced, and
 * re-doing any sliced render in progress. On a page's start that was the shell's whole frame again,
 * synchronously, each time a remote's texts arrived.
 */
export const TRANSLATION_BINDINGS = { bindI18n: 'languageChanged', bindI18nStore: '' } as const;

type Listener = () => void;

/**
 * `useTranslation` on `instance` that also re-renders a component when its own namespace's texts
 * arrive (a load through the backend, or bundled texts added), and not for other namespaces'.
 */
export function namespaceTranslationHook(instance: I18n) {
  const revisions = new Map<string, number>();
  const listeners = new Map<string, Set<Listener>>();
  const subscribers = new Map<string, (listener: Listener) => () => void>();

  const arrived = (namespace: string) => {
    revisions.set(namespace, (revisions.get(namespace) ?? 0) + 1);
    listeners.get(namespace)?.forEach((listener) => listener());
  };
  instance.store.on('added', (_language: string, namespace: string) => arrived(namespace));
  instance.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
    new Set(Object.values(loaded).flatMap((namespaces) => Object.keys(namespaces))).forEach(arrived);
  });

  const subscribeTo = (namespace: string) => {
    let subscribe = subscribers.get(namespace);
    if (!subscribe) {
      subscribe = (listener) => {
        const own = listeners.get(namespace) ?? new Set<Listener>();
        listeners.set(namespace, own.add(listener));
        return () => own.delete(listener);
      };
      subscribers.set(namespace, subscribe);
    }
    return subscribe;
  };
  // One object for every call: react-i18next keeps its options and its subscription per object.
  const options = { i18n: instance };

  return function useNamespaceTranslation(namespace: string) {
    const revision = () => revisions.get(namespace) ?? 0;
    useSyncExternalStore(subscribeTo(namespace), revision, revision);
    return useTranslation(namespace, options);
  };
}
