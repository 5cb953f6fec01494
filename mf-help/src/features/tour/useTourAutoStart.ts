import { useEffect } from 'react';
import { hasAutoStartedTour, hasFinishedTour, markTourAutoStarted } from './tourProgress';

/** Lets the shell's layout (wallet, drawer button) settle before the tour measures it. */
export const TOUR_AUTO_START_DELAY_MS = 1200;

export interface TourAutoStartOptions {
  /** Signed in and on the home page. */
  available: boolean;
  userId: string | null;
  /** Another Help Center view is open: never interrupt it. */
  busy: boolean;
  start: () => void;
}

/**
 * Shows the tour by itself once to a signed-in player on their first visit (not finished, never
 * offered on this device); Skip or Escape dismisses it for good, the Help Center still offers it.
 */
export function useTourAutoStart({ available, userId, busy, start }: TourAutoStartOptions): void {
  useEffect(() => {
    if (!available || !userId || busy || hasAutoStartedTour(userId) || hasFinishedTour(userId)) return;
    const timer = setTimeout(() => {
      markTourAutoStarted(userId);
      start();
    }, TOUR_AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [available, userId, busy, start]);
}
