/**
 * Remembers, per player on this device, that the tour was finished or skipped, so it is not shown
 * again by itself (the Help Center still offers it). Storage may be unavailable (private mode,
 * blocked cookies): then the tour simply may show again.
 */
const finishedKey = (userId: string) => `portal.help.tour-finished.${userId}`;
/** The tour starts by itself at most once per browser session, even when it was not finished. */
const AUTO_STARTED_KEY = 'portal.help.tour-auto-started';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // Not remembered: the tour may show again, which is harmless.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const hasFinishedTour = (userId: string) => read(local, finishedKey(userId)) === '1';
export const markTourFinished = (userId: string) => write(local, finishedKey(userId));
/** The tour starts by itself once per player on this device: never again, finished or not. */
const offeredKey = (userId: string) => `portal.help.tour-offered.${userId}`;

export const hasAutoStartedTour = (userId: string) =>
  read(session, AUTO_STARTED_KEY) === '1' || read(local, offeredKey(userId)) === '1';
export const markTourAutoStarted = (userId: string) => {
  write(session, AUTO_STARTED_KEY);
  write(local, offeredKey(userId));
};
