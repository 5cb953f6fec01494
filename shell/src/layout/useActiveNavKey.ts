import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteTable } from '../routes/routeTable';
import { activeNavKey, isNavKey, MENU_KEY_EVENT, type NavKey } from './navigation';

/**
 * The active destination for the bottom and the top navigation: an app's explicit menu key holds
 * for the page that set it, else the owning route's menu key (remotes' keys arrive with the registry).
 */
export function useActiveNavKey(): NavKey | undefined {
  const { pathname } = useLocation();
  useRouteTable();
  const [menuKey, setMenuKey] = useState<{ key: NavKey; path: string } | null>(null);
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const onMenuKey = (event: Event) => {
      const key = (event as CustomEvent<unknown>).detail;
      if (isNavKey(key)) setMenuKey({ key, path: pathnameRef.current });
    };
    window.addEventListener(MENU_KEY_EVENT, onMenuKey);
    return () => window.removeEventListener(MENU_KEY_EVENT, onMenuKey);
  }, []);
  return activeNavKey(pathname, menuKey?.path === pathname ? menuKey.key : undefined);
}
