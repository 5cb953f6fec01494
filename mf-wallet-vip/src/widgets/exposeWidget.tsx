import { announceMount, AppErrorBoundary } from '@portal/federation';
import { PortalThemeProvider } from '@portal/ui';
import * as React from 'react';
import { Suspense, use, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { registerTexts } from '../i18n';

let texts: Promise<void> | null = null;
/** The wallet namespace, registered once per page whoever renders a widget first. */
const ensureTexts = () => (texts ??= registerTexts());

export interface ExposedWidget<P extends object> {
  /** For a React host that shares React as a singleton: render it like any component. */
  Component: ComponentType<P>;
  /** Framework-free: renders into `element`, returns the unmount. */
  mount: (element: HTMLElement, props?: P) => () => void;
}

/**
 * Makes a widget usable from another app at runtime: its texts load on first use and the component
 * suspends until they are there (the host's Suspense boundary shows its skeleton), so the widget is
 * drawn once with its real texts, never with raw keys that then change its size. It carries its own
 * theme and error boundary, and `mount` gives plain pages the same widget without React of their own.
 */
export function exposeWidget<P extends object>(name: string, Widget: ComponentType<P>): ExposedWidget<P> {
  function Exposed(props: P) {
    use(ensureTexts());
    return (
      <PortalThemeProvider>
        <AppErrorBoundary app={`mf-wallet-vip:${name}`}>
          <Suspense fallback={null}>{React.createElement(Widget, props)}</Suspense>
        </AppErrorBoundary>
      </PortalThemeProvider>
    );
  }
  Exposed.displayName = `Exposed(${name})`;

  return {
    Component: Exposed,
    mount(element, props = {} as P) {
      announceMount(`mf-wallet-vip:${name}`, React);
      const root = createRoot(element);
      let unmounted = false;
      void ensureTexts().then(() => {
        if (!unmounted) root.render(React.createElement(Exposed, props));
      });
      return () => {
        unmounted = true;
        root.unmount();
      };
    },
  };
}
