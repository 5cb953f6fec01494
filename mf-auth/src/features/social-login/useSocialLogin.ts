import {
  authEndpoints,
  safeReturnPath,
  SOCIAL_POPUP,
  type SocialLoginType,
  type SsoResult,
} from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { call } from '@portal/api-client';
import { useAuthHost, type AuthMode } from '../session/AuthHost';
import { isMobileUserAgent } from '../session/destination';
import { leavePortal } from '../session/navigation';
import { completeSignIn } from '../session/signIn';
import { skipRegistrationCallbackType } from './skipRegistrationCallbackType';
import { listenForSsoResult } from './ssoChannel';
import { ssoOutcome, type SsoOutcome } from './ssoOutcome';

export type SocialPending = { type: SocialLoginType; phase: 'popup' | 'tap' } | null;

/** The social callback page of this portal for a provider (the redirect URI the API accepts). */
export const socialRedirectUri = (type: SocialLoginType) =>
  `${window.location.origin}/auth/login/social/${type}`;

/** A 950×650 window centred over the current one (000 §4, §9). */
function openPopup(): Window | null {
  const { width, height } = SOCIAL_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open('', 'portal-sso', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

export interface SocialLoginOptions {
  referrer: string | null;
  onSuccess?: (mode: AuthMode) => void;
  /** An SSO error per the 000 §8 table: go to /register or show a notice. */
  onOutcome: (outcome: SsoOutcome) => void;
}

/**
 * Social sign-in: the redirect call gives the provider URL; a 950×650 popup opens it (on mobile the
 * next touch navigates the whole page there); the callback page answers on the BroadcastChannel.
 */
export function useSocialLogin({ referrer, onSuccess, onOutcome }: SocialLoginOptions) {
  const host = useAuthHost();
  const [pending, setPending] = useState<SocialPending>(null);
  const cleanups = useRef<(() => void)[]>([]);
  // The popup answers later: read the newest callbacks then, not those of the click's render.
  const latest = useRef({ onSuccess, onOutcome, host, referrer });
  useEffect(() => {
    latest.current = { onSuccess, onOutcome, host, referrer };
  });

  const cleanUp = () => {
    for (const cleanup of cleanups.current.splice(0)) cleanup();
  };
  useEffect(() => cleanUp, []);

  async function onResult(result: SsoResult) {
    cleanUp();
    setPending(null);
    if (result.status === 'error') {
      latest.current.onOutcome(ssoOutcome(result.message));
      return;
    }
    const destination = await completeSignIn(null, result.targetUrl);
    latest.current.onSuccess?.('LOGIN');
    latest.current.host.onSignedIn({ mode: 'LOGIN', userId: result.userId, destination });
  }

  async function start(type: SocialLoginType) {
    cleanUp();
    const mobile = isMobileUserAgent(navigator.userAgent);
    // Opened in the click itself: a window opened after an await is blocked as an unrequested popup.
    const popup = mobile ? null : openPopup();
    let url: string;
    try {
      url = await call(authEndpoints.socialRedirect, {
        params: { type },
        query: {
          redirectURI: socialRedirectUri(type),
          skipRegistrationCallbackType: String(skipRegistrationCallbackType(window.location.hostname)),
          referrer: safeReturnPath(latest.current.referrer, window.location.origin),
        },
      });
    } catch (error) {
      popup?.close();
      setPending(null);
      // 000 §8: a failed social redirect is only logged.
      console.error(`[mf-auth] social sign-in with ${type}: the redirect call failed:`, error);
      return;
    }

    if (!popup) {
      // Mobile (or a blocked popup): the next touch takes the whole page to the provider.
      const go = () => leavePortal(url);
      document.addEventListener('touchend', go, { once: true });
      document.addEventListener('click', go, { once: true });
      cleanups.current.push(() => {
        document.removeEventListener('touchend', go);
        document.removeEventListener('click', go);
      });
      setPending({ type, phase: 'tap' });
      return;
    }

    cleanups.current.push(listenForSsoResult((result) => void onResult(result)));
    popup.location.href = url;
    setPending({ type, phase: 'popup' });
    // Closing the popup ends the waiting text; the channel stays open for a late answer.
    const watch = setInterval(() => {
      if (popup.closed) {
        clearInterval(watch);
        setPending((current) => (current?.phase === 'popup' ? null : current));
      }
    }, 500);
    cleanups.current.push(() => clearInterval(watch));
  }

  return { start, pending };
}
