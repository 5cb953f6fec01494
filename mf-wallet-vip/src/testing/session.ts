import type { AuthUser, VipLevel } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';
import { languageAtom, sessionStore, tokenAtom, userAtom, userIdAtom, webviewAtom } from '@portal/session';

/** A signed-in player in the shared store with the given wallet, as the shell leaves it. */
export function signInWith(
  wallet: { gold?: number; bound?: number; level?: VipLevel } = {},
  over: Partial<AuthUser> = {},
) {
  const user = authUserFixture({
    totalGold: wallet.gold ?? 0,
    totalBoundGold: wallet.bound ?? 0,
    vipProgress: { currentLevel: wallet.level ?? 0, eligibleLevel: 0, totalExp: 0, currentVIPCycle: null },
    ...over,
  });
  sessionStore.set(tokenAtom, 'token-for-tests-0123456789');
  sessionStore.set(userIdAtom, String(user.id));
  sessionStore.set(userAtom, user);
  return user;
}

export function inWebview(productCode: string | null = 'moonlight_saga') {
  sessionStore.set(webviewAtom, { isWebview: true, productCode });
}

export function resetSession() {
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
  sessionStore.set(languageAtom, 'en');
}
