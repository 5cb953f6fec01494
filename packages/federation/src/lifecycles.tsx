import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
// The main entry's modules through the package's name, so the page's shared copy serves this entry too.
import { AppErrorBoundary, announceMount } from '@portal/federation';

export interface AppProps {
  name?: string;
  /** Where a studio's page or the shell wants the app rendered. */
  domElement?: HTMLElement;
}

export interface Lifecycles {
  bootstrap: (props: AppProps) => Promise<void>;
  mount: (props: AppProps) => Promise<void>;
  unmount: (props: AppProps) => Promise<void>;
}

/**
 * single-spa lifecycles for a remote: one React root per mount, wrapped in an error boundary that
 * shows the shared fallback with Retry. Each app's root component brings its own router.
 */
export function createLifecycles<P extends object>(
  app: string,
  Root: React.ComponentType<P>,
  prepare?: () => Promise<void>,
): Lifecycles {
  const Wrapped = (props: P) => (
    <BrowserRouter>
      <AppErrorBoundary app={app}>{React.createElement(Root, props)}</AppErrorBoundary>
    </BrowserRouter>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Wrapped as unknown as React.FunctionComponent<AppProps>,
    renderType: 'createRoot',
    // Our AppErrorBoundary (inside the root, with Retry) catches render errors, not single-spa-react.
    suppressComponentDidCatchWarning: true,
    domElementGetter: (props: AppProps) => {
      if (!props.domElement) throw new Error(`${app}: the shell gave no domElement to mount into`);
      return props.domElement;
    },
  });
  return {
    bootstrap: async (props) => {
      await prepare?.();
      await lifecycles.bootstrap(props as never);
    },
    mount: async (props) => {
      announceMount(app, React);
      // A transition renders in slices that yield to the browser between them, so mounting a
      // page is not one long task on a slow phone; mount still resolves once the app committed.
      let mounted: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        mounted = lifecycles.mount(props as never);
      });
      await mounted;
    },
    unmount: (props) => lifecycles.unmount(props as never) as Promise<void>,
  };
}
