import { lazy, Suspense, useState } from 'react';
import { useSessionValue } from '@portal/session';
import { drawerOpenAtom } from './drawerState';

const loadSideDrawer = () => import('./SideDrawer');
const SideDrawer = lazy(() => loadSideDrawer().then((module) => ({ default: module.SideDrawer })));

/** Start fetching the drawer when the player is about to open it (the burger is pointed at or focused). */
export const preloadSideDrawer = () => void loadSideDrawer();

/**
 * The side drawer is not part of the first paint: its code (profile card, wallet, games grid,
 * language popup) loads the first time it opens, or as soon as the burger is aimed at, and then
 * stays mounted so closing animates.
 */
export function LazySideDrawer() {
  const open = useSessionValue(drawerOpenAtom);
  const [wanted, setWanted] = useState(open);
  // Derived while rendering (React's pattern for state that follows a prop): opened once, kept.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideDrawer />
    </Suspense>
  );
}
