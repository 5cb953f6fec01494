import { useSessionValue, webviewAtom } from '@portal/session';
import { Link, type LinkProps } from 'react-router-dom';

/** The same rule as the shell's webview links: inside a game's browser, Transfer has its own page. */
export function webviewAwarePath(path: string, isWebview: boolean): string {
  if (!isWebview) return path;
  const [pathname = '', rest = ''] = path.split(/(?=[?#])/, 2);
  return pathname === '/transfer' ? `/transfer-webview${rest}` : path;
}

/** The profile header's links pass through a webview-aware link (000 §2). */
export function WebviewAwareLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { isWebview } = useSessionValue(webviewAtom);
  return <Link {...props} to={webviewAwarePath(to, isWebview)} />;
}
