/** The last visited path of spec 000 §4, per tab: the header's back button returns to it. */
const STORAGE_KEY = 'portal:lastVisitedPath';

/** Pages a player should not be sent back to. */
const NOT_RECORDED = ['/login', '/register', '/forgot-password', '/reset-password', '/auth/'];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export interface VisitedPaths {
  current: string | null;
  previous: string | null;
}

export function readVisitedPaths(): VisitedPaths {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as VisitedPaths | null;
    return { current: parsed?.current ?? null, previous: parsed?.previous ?? null };
  } catch {
    return { current: null, previous: null };
  }
}

/** Records a finished navigation; the one before it becomes `previous`. */
export function recordVisitedPath(path: string): void {
  if (
    NOT_RECORDED.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}?`),
    )
  )
    return;
  const { current } = readVisitedPaths();
  if (current === path) return;
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ current: path, previous: current }));
}

/** The page visited before this one, if any. */
export const previousVisitedPath = (): string | null => readVisitedPaths().previous;
