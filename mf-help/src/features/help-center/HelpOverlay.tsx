import { lazy, Suspense, useState } from 'react';
import { helpSheetAtom, useSessionAtom } from '@portal/session';
import { registerTexts } from '../../i18n';

/** The sheets (menu, feedback form, tour) with their texts: fetched on first use only. */
const HelpSheets = lazy(() =>
  Promise.all([import('./HelpSheets'), registerTexts()]).then(([module]) => ({ default: module.HelpSheets })),
);

/**
 * What the shell mounts: a few hundred bytes that wait for Need Help (the session store's
 * helpSheetAtom), and only then load the Help Center (the guided tour is one of its options, never
 * opened by itself: it would block the page). Once loaded it stays mounted, so closing and reopening costs nothing.
 */
export function HelpOverlay() {
  const [sheet] = useSessionAtom(helpSheetAtom);
  const [needed, setNeeded] = useState(false);
  if (!needed && sheet.open) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <HelpSheets />
    </Suspense>
  );
}
