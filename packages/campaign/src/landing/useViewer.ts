import { isSignedInAtom, useSessionValue, userIdAtom } from '@portal/session';

/** Who is looking: lists re-read their player's state when this changes (sign in, change account). */
export function useViewer() {
  const signedIn = useSessionValue(isSignedInAtom);
  const userId = useSessionValue(userIdAtom);
  return { signedIn, viewer: signedIn ? userId : null };
}
