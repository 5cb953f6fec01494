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

/** Shows the tour once by itself to a signed-in player who has not finished it yet. */
export function useTourAutoStart({ available, userId, busy, start }: TourAutoStartOptions): void {
  useEffect(() => {
    if (!available || !userId || busy || hasAutoStartedTour() || hasFinishedTour(userId)) return;
    const timer = setTimeout(() => {
      markTourAutoStarted();
      start();
    }, TOUR_AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [available, userId, busy, start]);
}
