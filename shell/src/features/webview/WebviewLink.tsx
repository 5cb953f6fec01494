import { Link, type LinkProps } from 'react-router-dom';
import { useSessionValue, webviewAtom } from '@portal/session';
import { webviewAwarePath } from './webviewMode';

/** A router link whose target follows webview mode (e.g. /transfer → /transfer-webview). */
export function WebviewLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { isWebview } = useSessionValue(webviewAtom);
  return <Link {...props} to={webviewAwarePath(to, isWebview)} />;
}
