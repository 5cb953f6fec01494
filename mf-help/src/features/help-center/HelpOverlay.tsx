import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { helpSheetAtom, useSession, useSessionAtom } from '@portal/session';
import { registerTexts } from '../../i18n';
import { hasAutoStartedTour, hasFinishedTour } from '../tour/tourProgress';
import { isTourPath } from '../tour/tourSteps';

/** The sheets (menu, feedback form, tour) with their texts: fetched on first use only. */
const HelpSheets = lazy(() =>
  Promise.all([import('./HelpSheets'), registerTexts()]).then(([module]) => ({ default: module.HelpSheets })),
);

/** Whether the guided tour would start by itself here (HelpSheets decides the rest). */
function useTourMayAutoStart(): boolean {
  const { isSignedIn, userId } = useSession();
  const { pathname } = useLocation();
  return (
    isSignedIn && !!userId && isTourPath(pathname) && !hasAutoStartedTour(userId) && !hasFinishedTour(userId)
  );
}

/**
 * What the shell mounts (for a visitor, once Need Help is used; for a player, at once): a few
 * hundred bytes that wait for Need Help (the session store's helpSheetAtom) or for a guided tour
 * about to start by itself, and only then load the Help Center. Once loaded it stays mounted, so closing and reopening costs nothing.
 */
export function HelpOverlay() {
  const [sheet] = useSessionAtom(helpSheetAtom);
  const tourMayStart = useTourMayAutoStart();
  const [needed, setNeeded] = useState(false);
  if (!needed && (sheet.open || tourMayStart)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <HelpSheets />
    </Suspense>
  );
}
