import {
  Component,
  createElement,
  Suspense,
  useEffect,
  type Attributes,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { reportRemoteError } from './diagnostics';
import { instanceFor } from './remoteModule';

/** One load per exposed module for the page's lifetime; a failure is forgotten so a remount retries. */
const loads = new Map<string, Promise<ComponentType<never> | null>>();

function loadWidget(
  remote: string,
  module: string,
  exportName: string,
): Promise<ComponentType<never> | null> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const key = `${id}#${exportName}`;
  let load = loads.get(key);
  if (!load) {
    const instance = instanceFor(remote);
    load = instance
      ? instance.loadRemote<Record<string, unknown>>(id).then((exports) => {
          // The portal's errorLoadRemote plugin answers a failed load with a stand-in marked isFallback.
          if (!exports || 'isFallback' in exports) throw new Error(`${id} is unavailable`);
          const widget = exports[exportName];
          if (typeof widget !== 'function' && typeof widget !== 'object')
            throw new Error(`${id} has no ${exportName} export`);
          return widget as ComponentType<never>;
        })
      : Promise.resolve(null);
    load = load.catch((error: unknown) => {
      loads.delete(key);
      reportRemoteError(remote, error);
      return null;
    });
    loads.set(key, load);
  }
  return load;
}

class WidgetBoundary extends Component<
  { remote: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportRemoteError(this.props.remote, error, 'mount');
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteWidgetProps<P extends object> {
  /** Container name of the remote, e.g. `mf_wallet_vip` (or its app alias, `mf-wallet-vip`). */
  remote: string;
  /** The exposed module, e.g. `./vip-rank-card`. */
  module: string;
  /** Which export to render; `default` unless told. */
  exportName?: string;
  props: P;
  /** Shown instead of the widget when the remote is down, absent or throws; while loading too, unless `loading` is given. */
  fallback: ReactNode;
  /**
   * Shown while the widget loads: a skeleton of the widget's shape, so the page draws the widget
   * once instead of a stand-in that a different design replaces.
   */
  loading?: ReactNode;
}

/**
 * Renders a component another remote exposes, loaded at runtime through the Module Federation
 * runtime the shell registered. The page never depends on it: loading, failure and standalone
 * development all show `fallback`.
 */
export function RemoteWidget<P extends object>({
  remote,
  module,
  exportName = 'default',
  props,
  fallback,
  loading = fallback,
}: RemoteWidgetProps<P>) {
  // undefined while loading; null when it could not be loaded.
  const [widget, setWidget] = useState<{ Component: ComponentType<P> } | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadWidget(remote, module, exportName).then((Component) => {
      if (active) setWidget(Component ? { Component: Component as ComponentType<P> } : null);
    });
    return () => {
      active = false;
    };
  }, [remote, module, exportName]);

  if (widget === undefined) return <>{loading}</>;
  if (widget === null) return <>{fallback}</>;
  return (
    <WidgetBoundary remote={remote} fallback={fallback}>
      {/* A widget may suspend on its first render (its texts): the skeleton stays meanwhile. */}
      <Suspense fallback={loading}>{createElement(widget.Component, props as P & Attributes)}</Suspense>
    </WidgetBoundary>
  );
}

/** Tests: forget loaded widgets. */
export const resetRemoteWidgets = () => loads.clear();
