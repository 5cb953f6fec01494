import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { AppErrorBoundary } from './AppErrorBoundary';
import { announceMount } from './diagnostics';

export type Unmount = () => void;
export type EmbedMount<P> = (element: HTMLElement, props?: P) => Unmount;

/**
 * Framework-free entry for studios: `mount(element, props)` renders the app into any element of a
 * plain page and returns `unmount`. No shell, no single-spa. Given a `styleRoot` (the studio SDK
 * draws each widget in a shadow root), the app's styles go there instead of the page's head.
 */
export function createEmbed<P extends object>(
  app: string,
  Root: React.ComponentType<P>,
  prepare?: (props: P) => Promise<void>,
): { mount: EmbedMount<P> } {
  return {
    mount(element, props = {} as P) {
      const root = ReactDOMClient.createRoot(element);
      let unmounted = false;
      announceMount(`${app}:embed`, React);
      void (prepare ? prepare(props) : Promise.resolve())
        .then(() => {
          const styleRoot = (props as { styleRoot?: unknown }).styleRoot;
          // Shadow-root styles serve studio pages only, so their code loads only there.
          return styleRoot instanceof ShadowRoot
            ? import('./shadowStyles').then(({ shadowRootCache }) => shadowRootCache(styleRoot))
            : undefined;
        })
        .then((styleCache) => {
          if (unmounted) return;
          const tree = <AppErrorBoundary app={app}>{React.createElement(Root, props)}</AppErrorBoundary>;
          React.startTransition(() =>
            root.render(styleCache ? <CacheProvider value={styleCache}>{tree}</CacheProvider> : tree),
          );
        });
      return () => {
        unmounted = true;
        root.unmount();
      };
    },
  };
}
