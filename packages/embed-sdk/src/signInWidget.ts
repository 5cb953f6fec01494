/**
 * The `sign-in` widget: drawn by the loader itself (no remote to load). Signed out, it opens the
 * portal's own sign-in in a popup (signInPopup.ts); signed in, it names the player and signs out.
 */
import { onSessionChange, sessionState } from './session';
import type { SignInMode } from './signInPopup';

const CSS = `:host{display:block}
.box{box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;gap:12px;padding:12px 16px;border-radius:12px;background:#141824;color:#F3F4F8;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
.notice{flex-basis:100%;margin:0;color:#FFD86B}
.who{margin:0;flex:1}
button{font:inherit;font-weight:700;min-height:40px;padding:0 16px;border-radius:8px;border:1px solid #F2C14E;background:#F2C14E;color:#0B0D14;cursor:pointer}
button.secondary{background:transparent;color:#F2C14E}
button:focus-visible{outline:2px solid #FFD86B;outline-offset:2px}`;

let sheet: CSSStyleSheet | undefined;

export interface SignInWidgetOptions {
  mode: SignInMode;
  openSignIn: (mode: SignInMode) => void;
  signOut: () => void;
}

export function drawSignIn(root: ShadowRoot, options: SignInWidgetOptions): () => void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const open = options.openSignIn;

  const button = (label: string, onClick: () => void, secondary = false) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    if (secondary) element.className = 'secondary';
    element.addEventListener('click', onClick);
    return element;
  };

  const render = () => {
    const state = sessionState();
    const box = document.createElement('div');
    box.className = 'box';
    if (state.kind === 'signed-in') {
      const who = document.createElement('p');
      who.className = 'who';
      who.textContent = `Signed in as ${state.player.nickname}`;
      box.append(who, button('Sign out', options.signOut, true));
    } else {
      if (state.notice) {
        const notice = document.createElement('p');
        notice.className = 'notice';
        notice.setAttribute('role', 'status');
        notice.textContent = state.notice;
        box.append(notice);
      }
      const first = options.mode === 'register' ? 'register' : 'login';
      box.append(
        button(first === 'login' ? 'Sign in' : 'Create an account', () => open(first)),
        button(
          first === 'login' ? 'Create an account' : 'Sign in',
          () => open(first === 'login' ? 'register' : 'login'),
          true,
        ),
      );
    }
    root.replaceChildren(box);
  };
  render();
  const stop = onSessionChange(render);
  return () => {
    stop();
    root.replaceChildren();
  };
}
