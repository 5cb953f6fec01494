import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePortalTranslation } from '@portal/i18n';
import { helpSheetAtom, useSession, useSessionAtom } from '@portal/session';
import { BottomSheet } from '@portal/ui/overlay';
import { useTexts } from '../../i18n';
import { FeedbackSteps, feedbackTitle } from '../feedback/FeedbackSteps';
import { pageFromPath } from '../feedback/pageFromPath';
import { useFeedbackFlow } from '../feedback/useFeedbackFlow';
import { GuidedTour } from '../tour/GuidedTour';
import { isTourPath } from '../tour/tourSteps';
import { HelpCenterMenu } from './HelpCenterMenu';
import { useContactUs } from './useContactUs';

/**
 * The Help Center, mounted by the shell on every page and opened from the header's Need Help
 * through the session store's helpSheetAtom: the menu, the feedback sheet and the guided tour.
 */
export function HelpSheets() {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const [sheet, setSheet] = useSessionAtom(helpSheetAtom);
  const { isSignedIn, userId, user } = useSession();
  const { pathname } = useLocation();
  const tourAvailable = isSignedIn && isTourPath(pathname);

  const close = useCallback(() => setSheet({ open: false, view: 'menu' }), [setSheet]);
  const sender = useMemo(
    () => ({ isSignedIn, userId, accountEmail: user?.email ?? null }),
    [isSignedIn, userId, user?.email],
  );
  const feedbackOpen = sheet.open && sheet.view === 'feedback';
  const flow = useFeedbackFlow({ pathname, sender, onDone: close, active: feedbackOpen });

  // Each opening of the feedback view starts a fresh form with this page preselected.
  const [wasFeedbackOpen, setWasFeedbackOpen] = useState(feedbackOpen);
  if (feedbackOpen !== wasFeedbackOpen) {
    setWasFeedbackOpen(feedbackOpen);
    if (feedbackOpen) flow.restart();
  }

  const startTour = useCallback(() => setSheet({ open: true, view: 'tour' }), [setSheet]);

  const gamePath = pageFromPath(pathname);
  const contactUs = useContactUs({
    uid: isSignedIn ? userId : null,
    gameCode: gamePath.kind === 'game' ? gamePath.gameCode : null,
    onOpened: close,
  });

  if (sheet.open && sheet.view === 'tour') {
    return tourAvailable ? <GuidedTour onClose={close} /> : null;
  }

  const showsFeedback = sheet.view === 'feedback';
  return (
    <BottomSheet
      open={sheet.open}
      onClose={close}
      title={showsFeedback ? feedbackTitle(flow.state.step, t) : tCommon('helpCenter.title')}
    >
      {showsFeedback ? (
        <FeedbackSteps
          flow={flow}
          showEmail={!isSignedIn}
          onBackToMenu={() => setSheet({ open: true, view: 'menu' })}
          onDone={close}
          focusOnMount
        />
      ) : (
        <HelpCenterMenu
          showTour={tourAvailable}
          onTour={startTour}
          onFeedback={() => setSheet({ open: true, view: 'feedback' })}
          onContactUs={() => void contactUs.open()}
          contactUsBusy={contactUs.busy}
        />
      )}
    </BottomSheet>
  );
}
