import type { Root } from 'react-dom/client';
import { reportRemoteError } from '../diagnostics';
import type { AppProps, Lifecycles } from '../lifecycles';
import { renderFallback } from './fallback';

/**
 * A remote that loads but throws in bootstrap or mount would be marked broken by single-spa and
 * leave its slot empty; instead its slot shows the fallback and the rest of the page carries on.
 */
export function guardLifecycles(app: string, lifecycles: Lifecycles): Lifecycles {
  let fallbackRoot: Root | undefined;
  let bootstrapError: unknown;
  const showFallback = (props: AppProps, error: unknown) => {
    reportRemoteError(app, error, 'mount');
    if (props.domElement) fallbackRoot = renderFallback(app, props.domElement);
  };
  return {
    bootstrap: async (props) => {
      try {
        await lifecycles.bootstrap(props);
      } catch (error) {
        bootstrapError = error;
      }
    },
    mount: async (props) => {
      if (bootstrapError) return showFallback(props, bootstrapError);
      try {
        await lifecycles.mount(props);
      } catch (error) {
        await lifecycles.unmount(props).catch(() => undefined);
        showFallback(props, error);
      }
    },
    unmount: async (props) => {
      if (fallbackRoot) {
        fallbackRoot.unmount();
        fallbackRoot = undefined;
        return;
      }
      await lifecycles.unmount(props);
    },
  };
}
