import { createRoot, type Root } from 'react-dom/client';
import { RemoteFallback } from '@portal/ui';
import type { AppProps, Lifecycles } from '../lifecycles';

/** Event the shell listens to: re-fetch the remote and mount it again. */
export const RETRY_REMOTE_EVENT = 'portal:retry-remote';

export interface FallbackLifecycles extends Lifecycles {
  isFallback: true;
}

export const requestRemoteRetry = (app: string) =>
  window.dispatchEvent(new CustomEvent(RETRY_REMOTE_EVENT, { detail: { app } }));

/** Renders the shared fallback panel into one element; returns the React root to unmount it later. */
export function renderFallback(app: string, element: HTMLElement): Root {
  const root = createRoot(element);
  root.render(
    <div data-fallback-for={app}>
      <RemoteFallback onRetry={() => requestRemoteRetry(app)} />
    </div>,
  );
  return root;
}

/** single-spa lifecycles that stand in for a remote that could not be loaded. */
export function fallbackLifecycles(app: string): FallbackLifecycles {
  let root: Root | undefined;
  return {
    isFallback: true,
    bootstrap: async () => undefined,
    mount: async (props: AppProps) => {
      if (props.domElement) root = renderFallback(app, props.domElement);
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}
