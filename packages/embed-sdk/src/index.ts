/**
 * `https://<portal>/embed/v1.js`: defines `window.PortalEmbed`, the studio SDK (README.md is the guide).
 * One classic script: the federation runtime, then this loader.
 */
import { PortalEmbedError } from './errors';
import { shadowOf, showNotice } from './notice';
import { optionsProblem } from './options';
import { connect, type Portal } from './portal';
import {
  endSession,
  onSessionChange,
  sessionState,
  shareWithWidgets,
  startSession,
  type SignedInPlayer,
} from './session';
import { openSignInPopup, type SignInMode } from './signInPopup';
import { interceptLinks } from './navigation';
import { forwardWidgetEvents } from './widgetEvents';
import { applyTheme } from './theme';
import { drawSignIn } from './signInWidget';
import { isWidgetName, WIDGETS, type ThemeOverrides, type WidgetName, type WidgetOptions } from './widgets';

export type * from './widgets';
export { PortalEmbedError, type PortalEmbedErrorCode } from './errors';
export type { SignedInPlayer } from './session';

export interface MountedWidget<W extends WidgetName = WidgetName> {
  /** Removes the widget from its element. */
  unmount(): void;
  /** Re-draws the widget with these options merged over the current ones. */
  update(options: Partial<WidgetOptions[W]>): Promise<void>;
}

export interface PortalEmbedApi {
  readonly version: 1;
  readonly widgets: readonly WidgetName[];
  mount<W extends WidgetName>(
    widget: W,
    element: HTMLElement | string,
    options?: WidgetOptions[W],
  ): Promise<MountedWidget<W>>;
  /**
   * Signs the player in on this page with a session token your backend obtained from the portal
   * (`POST /api/partner/embed-sessions`); rejects, signed out, when the token is expired or revoked.
   */
  setSession(token: string): Promise<SignedInPlayer>;
  /** Ends the player's portal session on this page (and on the portal) for every widget. */
  signOut(): Promise<void>;
}

const REFUSED = 'This site is not allowed to show the portal.';

// Read while the script runs: the portal this loader came from is the one every widget talks to.
const portalOrigin = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href)
  .origin;

function elementOf(target: unknown): HTMLElement | null {
  if (target instanceof HTMLElement) return target;
  if (typeof target === 'string' && target.trim()) {
    try {
      return document.querySelector<HTMLElement>(target);
    } catch {
      return null;
    }
  }
  return null;
}

async function mountWidget(widget: unknown, target: unknown, given: unknown): Promise<MountedWidget> {
  if (!isWidgetName(widget))
    throw new PortalEmbedError(
      'unknown-widget',
      `unknown widget ${JSON.stringify(widget)}; the widgets are ${Object.keys(WIDGETS).join(', ')}`,
    );
  const element = elementOf(target);
  if (!element)
    throw new PortalEmbedError('missing-element', `no element ${String(target)} to mount ${widget} in`);
  const root = shadowOf(element);
  const problem = optionsProblem(widget, given);
  if (problem) {
    showNotice(root, `The ${widget} widget cannot be shown: ${problem}.`);
    throw new PortalEmbedError('bad-options', `${widget}: ${problem}`);
  }
  let portal;
  try {
    portal = await portalFor();
  } catch (error) {
    showNotice(root, 'The portal cannot be reached right now. Please try again later.');
    throw new PortalEmbedError(
      'portal-unreachable',
      `the portal at ${portalOrigin} did not answer (${String(error)})`,
    );
  }
  if (!portal.allowed) {
    showNotice(root, REFUSED);
    throw new PortalEmbedError(
      'origin-not-allowed',
      `${location.origin} is not on the portal's studio allowlist (an operator adds it: npm run admin -- studios add ${location.origin})`,
    );
  }

  let options = { ...(given as Record<string, unknown>) };
  let unmountCurrent: (() => void) | null = null;
  const stopLinks = interceptLinks(
    root,
    portalOrigin,
    () => options.onEvent as ((name: string, detail: Record<string, unknown>) => void) | undefined,
  );
  const stopWidgetEvents = forwardWidgetEvents(
    root,
    () => options.onEvent as ((name: string, detail: Record<string, unknown>) => void) | undefined,
  );
  const stopEvents = onSessionChange((state) => {
    const onEvent = options.onEvent as ((name: string, detail: object) => void) | undefined;
    if (state.kind === 'signed-in')
      onEvent?.('signed-in', { userId: state.player.userId, nickname: state.player.nickname });
    else onEvent?.('signed-out', { reason: state.notice ? 'ended' : 'signed-out' });
  });
  const draw = async () => {
    if (widget === 'sign-in') {
      unmountCurrent?.();
      unmountCurrent = drawSignIn(root, {
        mode: options.mode === 'register' ? 'register' : 'login',
        openSignIn,
        signOut: () => void signOut(),
      });
      applyTheme(root, options.theme as ThemeOverrides | undefined);
      return;
    }
    const source = WIDGETS[widget](options, portal.manifest);
    if (typeof source === 'string') {
      showNotice(root, `The ${widget} widget cannot be shown: ${source}.`);
      throw new PortalEmbedError('widget-unavailable', `${widget}: ${source}`);
    }
    const embed = await portal.loadEmbed(source.app);
    // Before the first render: a signed-in player's widget draws their data at once.
    await shareWithWidgets(portal);
    const container = document.createElement('div');
    unmountCurrent?.();
    root.replaceChildren(container);
    const { language, theme, onEvent, apiBaseUrl } = options;
    unmountCurrent = embed.mount(container, {
      ...source.props,
      language,
      theme,
      onEvent,
      apiBaseUrl: apiBaseUrl ?? portal.manifest.apiBaseUrl,
      styleRoot: root,
      // A widget's own "Sign in" action opens the same popup as the sign-in widget.
      requestSignIn: () => openSignIn('login'),
    });
    applyTheme(root, theme as ThemeOverrides | undefined);
  };
  await draw();
  return {
    unmount() {
      stopEvents();
      stopWidgetEvents();
      stopLinks();
      unmountCurrent?.();
      unmountCurrent = null;
      root.replaceChildren();
    },
    async update(next) {
      const problem = optionsProblem(widget, { ...options, ...next });
      if (problem) throw report(new PortalEmbedError('bad-options', `${widget}: ${problem}`));
      options = { ...options, ...next };
      await draw().catch((error: unknown) => Promise.reject(report(error)));
    },
  };
}

let connected: Portal | null = null;

async function portalFor(): Promise<Portal> {
  connected ??= await connect(portalOrigin);
  return connected;
}

/** The portal's sign-in popup; the session it hands back signs every widget in. */
function openSignIn(mode: SignInMode): void {
  openSignInPopup(portalOrigin, mode, (token) => void setSession(token).catch(() => undefined));
}

function setSession(token: unknown): Promise<SignedInPlayer> {
  return (async () => {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token))
      throw new PortalEmbedError('bad-options', 'setSession takes the token string the portal issued');
    const portal = await portalFor();
    try {
      return await startSession(portal, token);
    } catch (error) {
      throw new PortalEmbedError(
        'session-ended',
        `signed out: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  })().catch((error: unknown) => Promise.reject(report(error)));
}

async function signOut(): Promise<void> {
  await endSession(connected ?? (sessionState().kind === 'signed-in' ? await portalFor() : null));
}

function report(error: unknown): unknown {
  console.error(`[PortalEmbed] ${error instanceof Error ? error.message : String(error)}`);
  return error;
}

const PortalEmbed: PortalEmbedApi = {
  version: 1,
  widgets: Object.keys(WIDGETS) as WidgetName[],
  mount: ((widget: unknown, element: unknown, options: unknown) =>
    mountWidget(widget, element, options).catch((error: unknown) =>
      Promise.reject(report(error)),
    )) as PortalEmbedApi['mount'],
  setSession,
  signOut,
};

declare global {
  interface Window {
    PortalEmbed: PortalEmbedApi;
  }
}

window.PortalEmbed ??= PortalEmbed;
