import { lazy, Suspense } from 'react';
import { useSessionValue, webviewAtom } from '@portal/session';

const WebviewBackdrop = lazy(() =>
  import('./WebviewBackdrop').then((module) => ({ default: module.WebviewBackdrop })),
);

/**
 * The webview's backdrop, fetched only inside a game's webview: a page in a browser never draws it,
 * so its code stays out of every page's first files. It sits behind the page, so arriving later
 * moves nothing.
 */
export function LazyWebviewBackdrop() {
  const { isWebview } = useSessionValue(webviewAtom);
  if (!isWebview) return null;
  return (
    <Suspense fallback={null}>
      <WebviewBackdrop />
    </Suspense>
  );
}
