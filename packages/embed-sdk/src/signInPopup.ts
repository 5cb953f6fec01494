/**
 * The portal's own sign-in (login or register, social sign-in included) in a popup, or as a full
 * page on a phone. The portal hands the session back by postMessage to this page's origin only; a
 * message from anywhere but the popup opened here is ignored. Shared by the sign-in widget and any
 * widget's "Sign in" action.
 */
import { EMBED_SESSION_MESSAGE } from './messages';

export type SignInMode = 'login' | 'register';

let popup: Window | null = null;
let deliver: ((token: string) => void) | null = null;
let listening = false;

const isPhone = () => window.matchMedia('(max-width: 600px), (pointer: coarse)').matches;

function onMessage(event: MessageEvent, portalOrigin: string) {
  if (event.origin !== portalOrigin || !popup || event.source !== popup) return;
  const data = event.data as { type?: unknown; token?: unknown } | null;
  if (data?.type !== EMBED_SESSION_MESSAGE || typeof data.token !== 'string') return;
  const onSession = deliver;
  popup = null;
  deliver = null;
  onSession?.(data.token);
}

export function openSignInPopup(portalOrigin: string, mode: SignInMode, onSession: (token: string) => void) {
  if (!listening) {
    listening = true;
    window.addEventListener('message', (event) => onMessage(event, portalOrigin));
  }
  deliver = onSession;
  const url = `${portalOrigin}/embed/sign-in?origin=${encodeURIComponent(location.origin)}&mode=${mode}`;
  popup = window.open(url, 'portal-sign-in', isPhone() ? '' : 'popup,width=480,height=760');
}
